import {
  CONTENT_VISIBILITIES,
  type ContentField,
  type ContentInput,
  type ContentVisibility,
  clampExcerpt,
  DEFAULT_TIME_ZONE,
  defaultScheduleWallTime,
  EXCERPT_MAX,
  type FormContentStatus,
  type FormErrors,
  initialSlugState,
  isLanguage,
  LANGUAGE_LABELS_ES,
  LANGUAGES,
  type Language,
  languagePrefix,
  nextSlugState,
  PUBLISHING_MESSAGES,
  parseVisibility,
  readingTime,
  readingTimeLabel,
  type SlugState,
  TRANSLATION_PANEL_MESSAGES,
  toFormStatus,
  utcToZonedWallTime,
  VISIBILITY_LABELS,
  VISIBILITY_PRO_HINT,
  validateScheduleInput,
} from '@bitacora/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AccessibilityPanel } from '../../../patterns/accessibility-panel/accessibility-panel';
import { ImagePicker, type ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import {
  OldAddresses,
  type OldAddressesProps,
} from '../../../patterns/old-addresses/old-addresses';
import {
  PreviewSharing,
  type PreviewSharingProps,
} from '../../../patterns/preview-sharing/preview-sharing';
import { LazyRichTextEditor } from '../../../patterns/rich-text-editor/lazy-rich-text-editor';
import type { RichTextEditorHandle } from '../../../patterns/rich-text-editor/reveal';
import type { EditorMedia } from '../../../patterns/rich-text-editor/rich-text-editor';
import { type SlugAvailability, SlugField } from '../../../patterns/slug-field/slug-field';
import {
  Translations,
  type TranslationsProps,
  type TranslationVersion,
} from '../../../patterns/translations/translations';
import {
  DraftRecoveryAlert,
  type DraftRecoveryAlertProps,
} from '../../../patterns/unsaved-changes/draft-recovery-alert';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Select } from '../../../primitives/select/select';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toggle } from '../../../primitives/toggle/toggle';
import {
  Banner,
  Column,
  EditorWithStats,
  Fieldset,
  FormActions,
  FormGrid,
  Legend,
  ReadingStats,
  SidePanel,
} from './content-form.styles';
import { ContentFormFrame } from './content-form-frame';
import { ScheduleField } from './schedule-field';
import { useAccessibilityWarnings } from './use-accessibility-warnings';
import { type TierChoice, VisibilityTiersField } from './visibility-tiers-field';

/** The fields a post and a page share, as the form sends them (the title trimmed). */
export type ContentFormValues = {
  title: string;
  slug: string;
  /** The editor's HTML. */
  content: string;
  excerpt: string;
  status: FormContentStatus;
  /**
   * While scheduled, when it goes public: 'YYYY-MM-DDTHH:mm' in the blog's zone; else ''
   * (absent in a copy kept before scheduling existed).
   */
  publishAt?: string;
  /** Who reads it whole (absent in a copy kept before visibility existed: public). */
  visibility?: ContentVisibility;
  /** For a `paid` item, the tiers that open it (uuids); empty or absent: any paid tier. */
  visibilityTiers?: string[];
  /** The item's language (absent in a copy kept before languages existed: the saved one). */
  language?: Language;
};

/** The saved post or page the form starts from. */
export type ContentFormInitial = {
  title: string;
  slug: string;
  content: string;
  excerpt?: string | null;
  status?: string | null;
  /** When a scheduled one goes public (an instant). */
  publishAt?: string | null;
  image?: string | null;
  imageId?: number | string | null;
  visibility?: string | null;
  visibilityTiers?: string[] | null;
  language?: string | null;
};

/**
 * The item's 'Idioma' and its translation group's 'Traducciones'
 * (docs/decisions/073-languages-and-translations.md).
 */
export type ContentFormLanguages = {
  /** The blog's main language: a new item's, and the one whose addresses carry no code. */
  main: Language;
  /** The group's other versions (edit mode); 'Traducciones' shows once the item is saved. */
  translations?: readonly TranslationVersion[];
} & Pick<TranslationsProps, 'hrefOf' | 'onOpen' | 'onCreate' | 'creating' | 'error'>;

/** The fields as typed, and whether they differ from the saved post or page. */
export type ContentFormEdit = { values: ContentFormValues; dirty: boolean };

/** What the side panel's own settings need from the form. */
export type ContentFormSettings<Extra extends string> = {
  errors: FormErrors<ContentField | Extra>;
  clearError: (field: ContentField | Extra) => void;
};

/** `Extra` names the fields of the screen's own settings (a post's category and number). */
export type ContentFormProps<Extra extends string> = {
  mode: 'create' | 'edit';
  heading: string;
  /** The screen's own buttons beside the heading, after the tools and 'Vista previa'. */
  headerActions?: ReactNode;
  initial?: ContentFormInitial | null;
  /**
   * A copy kept in the browser (recovered after the session ended) to start the fields from
   * instead of `initial`; it is unsaved, so the form starts dirty.
   */
  startFrom?: ContentFormValues | null;
  /** The offer of such a copy, above the form. */
  draftOffer?: DraftRecoveryAlertProps | null;
  /** Every change of the fields, and whether they now differ from `initial`. */
  onEdit?: (edit: ContentFormEdit) => void;
  /** The public address before the slug: '/blog/' for posts, '/' for pages. */
  slugPrefix: string;
  /** Whose featured image the picker checks. */
  imageOwner: 'post' | 'page';
  /** Shows the saved image's id under its preview. */
  showImageId?: boolean;
  submitLabel: string;
  isSaving: boolean;
  saveError?: string | null;
  slugAvailability?: SlugAvailability;
  /** A slug is checked in the language the form has chosen (slugs are unique per language). */
  onCheckSlug?: (input: { slug: string; language?: Language }) => void;
  now?: () => Date;
  /** 'Idioma' and 'Traducciones'; absent shows neither and sends no language. */
  languages?: ContentFormLanguages;
  /** The screen's validation rule over the shared fields and its own settings. */
  validate: (input: ContentInput) => FormErrors<ContentField | Extra>;
  /** Called when validation found nothing and the slug is not taken. */
  onValid: (values: ContentFormValues, image: ImagePickerChange) => void;
  onCancel: () => void;
  /** The screen's own settings, between the status and the image. */
  renderSettings?: (settings: ContentFormSettings<Extra>) => ReactNode;
  /** Fields about the featured image, under its picker, while there is one. */
  renderImageDetails?: () => ReactNode;
  /**
   * The screen's own sections at the end of the side panel, after the image; `image` is the
   * featured image as it stands in the form (a chosen file's local address, null once removed).
   */
  renderAfterImage?: (state: { image: string | null } & ContentFormSettings<Extra>) => ReactNode;
  /** Beside the heading, first: the automatic save's state and 'Historial'. */
  tools?: ReactNode;
  /** 'Vista previa': the saved item in the blog's template, whatever its state (edit mode). */
  onOwnPreview?: () => void;
  /** The saved item's old addresses, last in the side panel (edit mode). */
  oldAddresses?: OldAddressesProps;
  /** 'Compartir vista previa', last in the side panel (edit mode). */
  previewSharing?: PreviewSharingProps;
  /** Shows the body's words and reading time under the editor as it is written. */
  showReadingTime?: boolean;
  /** The blog's media library, for images inside the body. */
  media?: EditorMedia;
  /** The blog's time zone: a scheduled time is entered and shown in it. */
  timeZone?: string;
  /**
   * The blog may keep content for members (PRO): 'Solo miembros' and 'Miembros de pago' can be
   * chosen and the editor offers 'Contenido para miembros'.
   */
  membersContent?: boolean;
  /**
   * The blog's paid tiers, offered beside 'Miembros de pago' ('Todos los niveles de pago' by
   * default); none, or absent, offers no choice and keeps the tiers the item has.
   */
  tiers?: readonly TierChoice[];
};

const NO_IMAGE_CHANGE: ImagePickerChange = { file: null, removeExisting: false };
const NO_TIERS: string[] = [];

/** The body the post and page forms share: the writing column, settings and actions. */
export function ContentForm<Extra extends string = never>({
  mode,
  heading,
  headerActions,
  initial,
  startFrom,
  draftOffer,
  onEdit,
  slugPrefix,
  showImageId = false,
  imageOwner,
  submitLabel,
  isSaving,
  saveError,
  slugAvailability,
  onCheckSlug,
  now,
  languages,
  validate,
  onValid,
  onCancel,
  renderSettings,
  renderImageDetails,
  renderAfterImage,
  tools,
  onOwnPreview,
  oldAddresses,
  previewSharing,
  showReadingTime = false,
  media,
  timeZone = DEFAULT_TIME_ZONE,
  membersContent = false,
  tiers = [],
}: ContentFormProps<Extra>) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const saved = savedValues(initial, timeZone, languages?.main);
  const start = startFrom ?? saved;
  const [title, setTitle] = useState(start.title);
  const [slug, setSlug] = useState<SlugState>(initialSlugState(start.slug));
  const [content, setContent] = useState(start.content);
  const [excerpt, setExcerpt] = useState(start.excerpt);
  const [formStatus, setFormStatus] = useState<FormContentStatus>(start.status);
  const [publishAt, setPublishAt] = useState(start.publishAt ?? '');
  const [visibility, setVisibility] = useState<ContentVisibility>(start.visibility ?? 'public');
  const [chosenTiers, setChosenTiers] = useState<string[]>(start.visibilityTiers ?? []);
  // A copy kept in the browser is read as it was kept: an odd language there is the saved one.
  const [language, setLanguage] = useState<Language | undefined>(
    isLanguage(start.language) ? start.language : saved.language,
  );
  // Tiers only narrow a paid item: another visibility sends none.
  const visibilityTiers = visibility === 'paid' ? chosenTiers : NO_TIERS;
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  const [image, setImage] = useState<ImagePickerChange>(NO_IMAGE_CHANGE);
  const [chosenImageUrl, setChosenImageUrl] = useState<string | null>(null);
  const showsImageAfter = renderAfterImage !== undefined;
  useEffect(() => {
    if (!image.file || !showsImageAfter) {
      setChosenImageUrl(null);
      return;
    }
    const url = URL.createObjectURL(image.file);
    setChosenImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image.file, showsImageAfter]);
  const [errors, setErrors] = useState<FormErrors<ContentField | Extra>>({});
  // The editor writes the saved HTML back in its own form: that is not a change either.
  const [savedContentAsEdited, setSavedContentAsEdited] = useState<string | null>(null);
  const editor = useRef<RichTextEditorHandle>(null);
  // The check reads the body as the editor writes it, so its warnings count the editor's nodes.
  const accessibility = useAccessibilityWarnings(
    content === saved.content && savedContentAsEdited !== null ? savedContentAsEdited : content,
  );

  const dirty =
    startFrom != null ||
    title !== saved.title ||
    slug.slug !== saved.slug ||
    (content !== saved.content && content !== savedContentAsEdited) ||
    excerpt !== saved.excerpt ||
    formStatus !== saved.status ||
    (formStatus === 'scheduled' && publishAt !== saved.publishAt) ||
    visibility !== (saved.visibility ?? 'public') ||
    !sameTiers(visibilityTiers, saved.visibilityTiers ?? []) ||
    language !== saved.language ||
    image.file !== null ||
    image.removeExisting;
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  const scheduledAt = formStatus === 'scheduled' ? publishAt : '';
  useEffect(() => {
    onEditRef.current?.({
      values: {
        title,
        slug: slug.slug,
        content,
        excerpt,
        status: formStatus,
        publishAt: scheduledAt,
        visibility,
        visibilityTiers,
        ...(language !== undefined && { language }),
      },
      dirty,
    });
  }, [
    language,
    title,
    slug.slug,
    content,
    excerpt,
    formStatus,
    scheduledAt,
    visibility,
    visibilityTiers,
    dirty,
  ]);

  const clearError = (field: ContentField | Extra) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest as FormErrors<ContentField | Extra>;
    });

  const slugTaken =
    slugAvailability?.status === 'taken' && slugAvailability.slug === slug.slug.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ title, content, excerpt });
    setErrors(found);
    const scheduleProblem =
      formStatus === 'scheduled'
        ? validateScheduleInput(publishAt, timeZone, now?.() ?? new Date())
        : null;
    setPublishAtError(scheduleProblem);
    const firstInvalid =
      Object.keys(found)[0] ?? (slugTaken ? 'slug' : scheduleProblem ? 'publishAt' : null);
    if (firstInvalid) {
      const field = formRef.current?.querySelector<HTMLElement>(
        firstInvalid === 'content' ? '[role="textbox"]' : `[data-field="${firstInvalid}"]`,
      );
      // A field in a closed section (SEO) cannot take the focus until the section opens.
      const section = field?.closest('details');
      if (section) section.open = true;
      field?.focus();
      return;
    }
    onValid(
      {
        title: title.trim(),
        slug: slug.slug,
        content,
        excerpt,
        status: formStatus,
        publishAt: scheduledAt,
        visibility,
        visibilityTiers,
        ...(language !== undefined && { language }),
      },
      image,
    );
  };
  const checkSlug = onCheckSlug
    ? (value: string, inLanguage = language) =>
        onCheckSlug(
          inLanguage === undefined ? { slug: value } : { slug: value, language: inLanguage },
        )
    : undefined;
  const translations = languages?.translations ?? [];

  return (
    <ContentFormFrame
      titleId={`${formId}-title`}
      heading={heading}
      actions={
        <>
          {tools}
          {mode === 'edit' && onOwnPreview ? (
            <Button variant="secondary" onClick={() => onOwnPreview()}>
              {PUBLISHING_MESSAGES.preview}
            </Button>
          ) : null}
          {headerActions}
        </>
      }
    >
      {draftOffer ? (
        <Banner>
          <DraftRecoveryAlert {...draftOffer} />
        </Banner>
      ) : null}
      {saveError ? (
        <Banner>
          <Alert tone="error">{saveError}</Alert>
        </Banner>
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
        <FormGrid>
          <Column>
            <TextField
              label="Título"
              data-field="title"
              required
              value={title}
              error={errors.title}
              disabled={isSaving}
              onChange={(event) => {
                const next = event.target.value;
                setTitle(next);
                setSlug((current) => nextSlugState(current, { type: 'titleChanged', title: next }));
                clearError('title');
              }}
            />
            <SlugField
              data-field="slug"
              prefix={
                languages && language
                  ? languagePrefix(language, languages.main) + slugPrefix
                  : slugPrefix
              }
              state={slug}
              onStateChange={setSlug}
              title={title}
              now={now}
              originalSlug={mode === 'edit' ? (initial?.slug ?? null) : null}
              onCheckAvailability={checkSlug ? (value) => checkSlug(value) : undefined}
              availability={slugAvailability}
              disabled={isSaving}
            />
            <EditorWithStats>
              <LazyRichTextEditor
                label="Contenido"
                required
                value={content}
                error={errors.content}
                disabled={isSaving}
                media={media}
                paywall={membersContent}
                handleRef={editor}
                onLoad={(html) => {
                  if (startFrom == null) setSavedContentAsEdited(html);
                }}
                onChange={(html) => {
                  setContent(html);
                  clearError('content');
                }}
              />
              {showReadingTime ? (
                <ReadingStats>{readingTimeLabel(readingTime(content))}</ReadingStats>
              ) : null}
            </EditorWithStats>
            <AccessibilityPanel
              warnings={accessibility}
              onReveal={(target) => editor.current?.reveal(target)}
            />
            <TextArea
              label="Extracto"
              data-field="excerpt"
              maxLength={EXCERPT_MAX}
              rows={3}
              value={excerpt}
              error={errors.excerpt}
              disabled={isSaving}
              onChange={(event) => {
                setExcerpt(clampExcerpt(event.target.value));
                clearError('excerpt');
              }}
            />
          </Column>
          <SidePanel>
            <Fieldset>
              <Legend>Estado</Legend>
              <Toggle
                checked={formStatus === 'published'}
                onCheckedChange={(checked) => setFormStatus(checked ? 'published' : 'draft')}
                onLabel="Publicado"
                offLabel={formStatus === 'scheduled' ? 'Programado' : 'Borrador'}
                disabled={isSaving}
              />
              {formStatus === 'published' ? null : (
                <ScheduleField
                  scheduled={formStatus === 'scheduled'}
                  onScheduledChange={(scheduled) => {
                    setFormStatus(scheduled ? 'scheduled' : 'draft');
                    setPublishAtError(null);
                    if (scheduled && publishAt === '')
                      setPublishAt(defaultScheduleWallTime(now?.() ?? new Date(), timeZone));
                  }}
                  wallTime={publishAt}
                  onWallTimeChange={(next) => {
                    setPublishAt(next);
                    setPublishAtError(null);
                  }}
                  timeZone={timeZone}
                  error={publishAtError}
                  disabled={isSaving}
                />
              )}
              <Select
                label="Visibilidad"
                data-field="visibility"
                options={CONTENT_VISIBILITIES.map((value) => ({
                  value,
                  label: VISIBILITY_LABELS[value],
                  // A FREE blog keeps what it had chosen while PRO, but may only open it.
                  disabled: value !== 'public' && !membersContent && value !== visibility,
                }))}
                hint={membersContent ? undefined : VISIBILITY_PRO_HINT}
                value={visibility}
                disabled={isSaving}
                onChange={(event) => setVisibility(event.target.value as ContentVisibility)}
              />
              {visibility === 'paid' && membersContent && tiers.length > 0 ? (
                <VisibilityTiersField
                  tiers={tiers}
                  value={chosenTiers}
                  onChange={setChosenTiers}
                  disabled={isSaving}
                />
              ) : null}
            </Fieldset>
            {languages && language ? (
              <Select
                label={TRANSLATION_PANEL_MESSAGES.languageLabel}
                data-field="language"
                options={LANGUAGES.map((code) => ({
                  value: code,
                  // Another version holds it: the group keeps one per language.
                  label: translations.some((version) => version.language === code)
                    ? TRANSLATION_PANEL_MESSAGES.languageTaken(code)
                    : LANGUAGE_LABELS_ES[code],
                  disabled: translations.some((version) => version.language === code),
                }))}
                value={language}
                disabled={isSaving}
                onChange={(event) => {
                  const next = event.target.value;
                  if (!isLanguage(next)) return;
                  setLanguage(next);
                  // The slug may be free in one language and taken in another.
                  if (slug.slug.trim() !== '') checkSlug?.(slug.slug, next);
                }}
              />
            ) : null}
            {languages && language && mode === 'edit' && initial ? (
              <Translations
                language={isLanguage(initial.language) ? initial.language : language}
                versions={translations}
                hrefOf={languages.hrefOf}
                onOpen={languages.onOpen}
                onCreate={languages.onCreate}
                creating={languages.creating}
                error={languages.error}
              />
            ) : null}
            {renderSettings?.({ errors, clearError })}
            <ImagePicker
              label="Imagen destacada"
              owner={imageOwner}
              imageUrl={initial?.image}
              imageId={showImageId ? initial?.imageId : undefined}
              onChange={setImage}
              disabled={isSaving}
            />
            {image.file !== null || (initial?.image && !image.removeExisting)
              ? renderImageDetails?.()
              : null}
            {renderAfterImage?.({
              image: chosenImageUrl ?? (image.removeExisting ? null : (initial?.image ?? null)),
              errors,
              clearError,
            })}
            {mode === 'edit' && oldAddresses ? <OldAddresses {...oldAddresses} /> : null}
            {mode === 'edit' && previewSharing ? <PreviewSharing {...previewSharing} /> : null}
          </SidePanel>
        </FormGrid>
        <FormActions>
          <Button variant="secondary" disabled={isSaving} onClick={() => onCancel()}>
            Cancelar
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText="Guardando...">
            {submitLabel}
          </Button>
        </FormActions>
      </form>
    </ContentFormFrame>
  );
}

/** The fields as the saved post or page fills them. */
function savedValues(
  initial: ContentFormInitial | null | undefined,
  timeZone: string,
  mainLanguage: Language | undefined,
): ContentFormValues {
  const status = toFormStatus(initial?.status);
  return {
    title: initial?.title ?? '',
    slug: initialSlugState(initial?.slug ?? '').slug,
    content: initial?.content ?? '',
    excerpt: clampExcerpt(initial?.excerpt ?? ''),
    status,
    publishAt:
      status === 'scheduled' && initial?.publishAt
        ? utcToZonedWallTime(new Date(initial.publishAt), timeZone)
        : '',
    visibility: parseVisibility(initial?.visibility) ?? 'public',
    visibilityTiers: initial?.visibilityTiers ?? [],
    // Without the blog's languages the form sends none, and the saved one stays.
    ...(mainLanguage !== undefined && {
      language: isLanguage(initial?.language) ? initial.language : mainLanguage,
    }),
  };
}

/** The same tiers, in any order. */
function sameTiers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tier) => b.includes(tier));
}
