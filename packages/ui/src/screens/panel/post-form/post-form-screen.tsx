import type { Category, Post, Series } from '@bitacora/api';
import {
  CATEGORY_MESSAGES,
  type ContentVisibility,
  type FormContentStatus,
  IMAGE_ALT_MAX,
  IMAGE_CAPTION_MAX,
  initialPostCategoryId,
  isPublished,
  type Language,
  NEWSLETTER_AUDIENCE_LABEL,
  NEWSLETTER_AUDIENCE_LABELS,
  NEWSLETTER_AUDIENCES,
  NEWSLETTER_MESSAGES,
  type NewsletterAudience,
  POST_MESSAGES,
  parseSequenceNumber,
  validatePost,
} from '@bitacora/domain';
import { useEffect, useRef, useState } from 'react';
import type { ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import { TagInput } from '../../../patterns/tag-input/tag-input';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Select } from '../../../primitives/select/select';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toggle } from '../../../primitives/toggle/toggle';
import { ErrorRow } from '../../shared/page-header/page-header.styles';
import { CategoryFormModal, type CategoryFormValues } from '../categories/category-form-modal';
import {
  ContentForm,
  type ContentFormEdit,
  ContentFormFrame,
  type ContentFormScreenProps,
  ContentFormSkeleton,
} from '../content-form';
import { InlineRow } from '../content-form/content-form.styles';
import { SeoSection, type SeoValues } from './seo-section';

/** What 'Guardar Post' sends; ids are null when not chosen. */
export type PostFormValues = {
  title: string;
  slug: string;
  categoryId: number | null;
  seriesId: number | null;
  sequenceNumber: number | null;
  /** The editor's HTML. */
  content: string;
  excerpt: string;
  status: FormContentStatus;
  /** While scheduled: 'YYYY-MM-DDTHH:mm' in the blog's zone. */
  publishAt?: string;
  /** Tag names; absent in a copy kept before posts had tags. */
  tags?: string[];
  /** The featured image's alternative text and caption; absent in older kept copies. */
  imageAlt?: string;
  imageCaption?: string;
  /** Words and image for search engines and social cards, and noindex; absent in older kept copies. */
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string;
  noindex?: boolean;
  /** Takes no new comments; absent in older kept copies. */
  commentsClosed?: boolean;
  /** Publishing it mails no subscriber ('No enviar por correo'); absent in older kept copies. */
  skipNewsletter?: boolean;
  /** Who its mail goes to ('Enviar a'); absent in older kept copies (everyone). */
  newsletterAudience?: NewsletterAudience;
  /** Who reads it whole; absent in older kept copies (public). */
  visibility?: ContentVisibility;
  /** For a paid post, the tiers that open it; absent in older kept copies (any paid tier). */
  visibilityTiers?: string[];
  /** Its language; absent in older kept copies and without the blog's languages. */
  language?: Language;
};

export type PostFormSubmit = { values: PostFormValues; image: ImagePickerChange };

/**
 * 'Nueva categoría' beside the select: a dialog that creates a category without leaving the
 * form (a new blog's first post needs one). The app owns the dialog's state.
 */
export type PostFormCategoryCreation = {
  isOpen: boolean;
  isSaving?: boolean;
  /**
   * The server's error field, else 'Error al guardar la categoría'
   * (docs/product.md#category-messages).
   */
  saveError?: string | null;
  /** The category just created: the form selects it once it is among `categories`. */
  createdId?: Category['id'] | null;
  onOpen: () => void;
  onSave: (values: Pick<CategoryFormValues, 'name' | 'slug'>) => void;
  onClose: () => void;
};

/** The fields as typed, and whether they differ from the saved post (or an empty new one). */
export type PostFormEdit = { values: PostFormValues; dirty: boolean };

export type PostFormScreenProps = ContentFormScreenProps<PostFormValues, Post> & {
  categories: readonly Category[];
  series: readonly Series[];
  /** 'Ver en el frontend' (edit mode, published posts). */
  onPreview?: (input: { uuid: string; slug: string; status: string; language: Language }) => void;
  onCreateSeries?: () => void;
  /** Given to those who may create categories. */
  categoryCreation?: PostFormCategoryCreation;
  /** The blog's tag names, suggested in the tag input. */
  tagSuggestions?: readonly string[];
  /** The blog's public address without the scheme, for the search result's preview. */
  blogAddress?: string;
};

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** Post form, to create or to edit with the post's uuid in the route (docs/product.md#post-form). */
export function PostFormScreen(props: PostFormScreenProps) {
  const { mode, status, error, onCancel } = props;
  const title = mode === 'create' ? 'Nuevo post' : 'Editar post';

  if (status === 'loading') {
    return (
      <ContentFormFrame titleId="post-form-title" heading={title}>
        <ContentFormSkeleton label="Cargando post..." sideHeight="20rem" />
      </ContentFormFrame>
    );
  }

  if (status === 'error') {
    return (
      <ContentFormFrame titleId="post-form-title" heading={title}>
        <ErrorRow>
          <Alert tone="error">{error || POST_MESSAGES.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => onCancel()}>
            Volver a posts
          </Button>
        </ErrorRow>
      </ContentFormFrame>
    );
  }

  // A post loaded again (reloaded after a conflict, a revision restored) starts the form anew.
  const key = `${props.initial?.uuid ?? 'new'}:${props.initial?.revision ?? 0}${props.startFrom ? ':recovered' : ''}`;
  return <PostForm key={key} {...props} heading={title} />;
}

function PostForm({
  mode,
  initial,
  startFrom,
  draftOffer,
  onEdit,
  categories,
  series,
  isSaving = false,
  saveError,
  slugAvailability,
  onCheckSlug,
  onSubmit,
  onCancel,
  onPreview,
  onOwnPreview,
  oldAddresses,
  previewSharing,
  onCreateSeries,
  categoryCreation,
  tagSuggestions,
  blogAddress,
  now,
  heading,
  media,
  tools,
  timeZone,
  membersContent,
  tiers,
  languages,
}: PostFormScreenProps & { heading: string }) {
  const from = startFrom ?? initial;
  const [tags, setTags] = useState<string[]>(() =>
    startFrom ? (startFrom.tags ?? []) : (initial?.tags ?? []).map((tag) => tag.name),
  );
  const [imageAlt, setImageAlt] = useState(from?.imageAlt ?? '');
  const [imageCaption, setImageCaption] = useState(from?.imageCaption ?? '');
  const [commentsClosed, setCommentsClosed] = useState(from?.commentsClosed ?? false);
  const [skipNewsletter, setSkipNewsletter] = useState(from?.skipNewsletter ?? false);
  const [newsletterAudience, setNewsletterAudience] = useState<NewsletterAudience>(
    from?.newsletterAudience ?? 'all',
  );
  const [seo, setSeo] = useState<SeoValues>(() => ({
    metaTitle: from?.metaTitle ?? '',
    metaDescription: from?.metaDescription ?? '',
    socialImage: from?.socialImage ?? '',
    noindex: from?.noindex ?? false,
  }));
  const [categoryId, setCategoryId] = useState(() => {
    if (from?.categoryId != null) return String(from.categoryId);
    // A new post starts in the blog's default category, or in its only one (a new blog's
    // 'General'); one saved without a category (the API allows it) starts in the only one, as
    // choosing the default for it would change a saved post unasked.
    const start = initialPostCategoryId(
      mode === 'create' ? categories : categories.map(({ id }) => ({ id })),
    );
    return start === null ? '' : String(start);
  });
  const createdId = categoryCreation?.createdId ?? null;
  useEffect(() => {
    if (createdId !== null) setCategoryId(String(createdId));
  }, [createdId]);
  const [seriesId, setSeriesId] = useState(from?.seriesId == null ? '' : String(from.seriesId));
  const [sequence, setSequence] = useState(
    from?.sequenceNumber == null ? '' : String(from.sequenceNumber),
  );
  // The choices the form opened with (a recovered copy is unsaved through its other fields).
  const [started] = useState({
    categoryId,
    seriesId,
    sequence,
    tags: tags.join('\n'),
    imageAlt,
    imageCaption,
    seo,
    commentsClosed,
    skipNewsletter,
    newsletterAudience,
  });
  const [contentEdit, setContentEdit] = useState<ContentFormEdit | null>(null);

  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  const ownDirty =
    categoryId !== started.categoryId ||
    seriesId !== started.seriesId ||
    sequence !== started.sequence ||
    tags.join('\n') !== started.tags ||
    imageAlt !== started.imageAlt ||
    imageCaption !== started.imageCaption ||
    seo.metaTitle !== started.seo.metaTitle ||
    seo.metaDescription !== started.seo.metaDescription ||
    seo.socialImage !== started.seo.socialImage ||
    seo.noindex !== started.seo.noindex ||
    commentsClosed !== started.commentsClosed ||
    skipNewsletter !== started.skipNewsletter ||
    newsletterAudience !== started.newsletterAudience;
  useEffect(() => {
    if (!contentEdit) return;
    const chosenSeries = idOrNull(seriesId);
    onEditRef.current?.({
      values: {
        ...contentEdit.values,
        categoryId: idOrNull(categoryId),
        seriesId: chosenSeries,
        sequenceNumber: chosenSeries === null ? null : parseSequenceNumber(sequence),
        tags,
        imageAlt,
        imageCaption,
        ...seo,
        commentsClosed,
        skipNewsletter,
        newsletterAudience,
      },
      dirty: contentEdit.dirty || ownDirty,
    });
  }, [
    contentEdit,
    categoryId,
    seriesId,
    sequence,
    tags,
    imageAlt,
    imageCaption,
    seo,
    commentsClosed,
    skipNewsletter,
    newsletterAudience,
    ownDirty,
  ]);

  const canPreview = mode === 'edit' && initial != null && isPublished(initial.status);

  return (
    <>
      <ContentForm
        mode={mode}
        heading={heading}
        tools={tools}
        onOwnPreview={onOwnPreview}
        headerActions={
          canPreview && onPreview ? (
            <Button
              variant="secondary"
              onClick={() =>
                onPreview({
                  uuid: initial.uuid,
                  slug: initial.slug,
                  status: initial.status,
                  language: initial.language,
                })
              }
            >
              Ver en el frontend
            </Button>
          ) : null
        }
        oldAddresses={oldAddresses}
        previewSharing={previewSharing}
        initial={initial}
        startFrom={startFrom}
        draftOffer={draftOffer}
        onEdit={setContentEdit}
        slugPrefix="/blog/"
        media={media}
        timeZone={timeZone}
        membersContent={membersContent}
        tiers={tiers}
        imageOwner="post"
        showReadingTime
        submitLabel="Guardar Post"
        isSaving={isSaving}
        saveError={saveError}
        slugAvailability={slugAvailability}
        onCheckSlug={onCheckSlug}
        languages={languages}
        now={now}
        validate={(input) =>
          validatePost({
            ...input,
            categoryId,
            seriesId,
            sequenceNumber: sequence,
            socialImage: seo.socialImage,
          })
        }
        onValid={(values, image) => {
          const chosenSeries = idOrNull(seriesId);
          onSubmit({
            values: {
              title: values.title,
              slug: values.slug,
              categoryId: idOrNull(categoryId),
              seriesId: chosenSeries,
              sequenceNumber: chosenSeries === null ? null : parseSequenceNumber(sequence),
              content: values.content,
              excerpt: values.excerpt,
              status: values.status,
              publishAt: values.publishAt,
              tags,
              imageAlt: imageAlt.trim(),
              imageCaption: imageCaption.trim(),
              metaTitle: seo.metaTitle.trim(),
              metaDescription: seo.metaDescription.trim(),
              socialImage: seo.socialImage.trim(),
              noindex: seo.noindex,
              commentsClosed,
              skipNewsletter,
              newsletterAudience,
              visibility: values.visibility,
              visibilityTiers: values.visibilityTiers,
              ...(values.language !== undefined && { language: values.language }),
            },
            image,
          });
        }}
        onCancel={onCancel}
        renderImageDetails={() => (
          <>
            <TextField
              label="Texto alternativo"
              hint="Describe la imagen para quien no puede verla."
              maxLength={IMAGE_ALT_MAX}
              value={imageAlt}
              disabled={isSaving}
              onChange={(event) => setImageAlt(event.target.value)}
            />
            <TextField
              label="Pie de foto"
              maxLength={IMAGE_CAPTION_MAX}
              value={imageCaption}
              disabled={isSaving}
              onChange={(event) => setImageCaption(event.target.value)}
            />
          </>
        )}
        renderAfterImage={({ image: featured, errors, clearError }) => (
          <SeoSection
            values={seo}
            onChange={(next) => {
              if (next.socialImage !== seo.socialImage) clearError('socialImage');
              setSeo(next);
            }}
            media={media}
            socialImageError={errors.socialImage}
            post={{
              title: contentEdit?.values.title ?? from?.title ?? '',
              excerpt: contentEdit?.values.excerpt ?? from?.excerpt ?? '',
              slug: contentEdit?.values.slug ?? from?.slug ?? '',
              image: featured,
            }}
            blogAddress={blogAddress}
            disabled={isSaving}
            defaultOpen={
              started.seo.metaTitle !== '' ||
              started.seo.metaDescription !== '' ||
              started.seo.socialImage !== '' ||
              started.seo.noindex
            }
          />
        )}
        renderSettings={({ errors, clearError }) => (
          <>
            <InlineRow>
              <Select
                label="Categoría"
                data-field="categoryId"
                required
                placeholder="Selecciona una categoría"
                options={categories.map((category) => ({
                  value: String(category.id),
                  label: category.name,
                }))}
                value={categoryId}
                // A category created in place fills the select without an onChange.
                error={categoryId === '' ? errors.categoryId : undefined}
                disabled={isSaving}
                onChange={(event) => {
                  setCategoryId(event.target.value);
                  clearError('categoryId');
                }}
              />
              {categoryCreation ? (
                <Button
                  variant="secondary"
                  disabled={isSaving}
                  onClick={() => categoryCreation.onOpen()}
                >
                  {CATEGORY_MESSAGES.createInPlace}
                </Button>
              ) : null}
            </InlineRow>
            <InlineRow>
              {series.length > 0 ? (
                <Select
                  label="Serie"
                  placeholder="Sin serie"
                  options={series.map((item) => ({ value: String(item.id), label: item.title }))}
                  value={seriesId}
                  disabled={isSaving}
                  onChange={(event) => {
                    setSeriesId(event.target.value);
                    clearError('sequenceNumber');
                  }}
                />
              ) : null}
              {onCreateSeries ? (
                <Button variant="secondary" disabled={isSaving} onClick={() => onCreateSeries()}>
                  Crear serie
                </Button>
              ) : null}
            </InlineRow>
            <TagInput
              value={tags}
              onChange={setTags}
              suggestions={tagSuggestions}
              disabled={isSaving}
            />
            <Toggle
              label="Cerrar comentarios"
              checked={commentsClosed}
              disabled={isSaving}
              onCheckedChange={setCommentsClosed}
            />
            <Toggle
              label={NEWSLETTER_MESSAGES.skipMail}
              title={NEWSLETTER_MESSAGES.skipMailHint}
              checked={skipNewsletter}
              disabled={isSaving}
              onCheckedChange={setSkipNewsletter}
            />
            <Select
              label={NEWSLETTER_AUDIENCE_LABEL}
              data-field="newsletterAudience"
              options={NEWSLETTER_AUDIENCES.map((value) => ({
                value,
                label: NEWSLETTER_AUDIENCE_LABELS[value],
                // A FREE blog keeps what it had chosen while PRO, but may only mail everyone.
                disabled: value !== 'all' && !membersContent && value !== newsletterAudience,
              }))}
              value={newsletterAudience}
              disabled={isSaving || skipNewsletter}
              onChange={(event) => setNewsletterAudience(event.target.value as NewsletterAudience)}
            />
            {seriesId !== '' ? (
              <TextField
                label="Número en la serie"
                data-field="sequenceNumber"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={sequence}
                error={errors.sequenceNumber}
                disabled={isSaving}
                onChange={(event) => {
                  setSequence(event.target.value);
                  clearError('sequenceNumber');
                }}
              />
            ) : null}
          </>
        )}
      />
      {categoryCreation ? (
        // Beside the post's form, not inside it: the dialog's own form submits only itself.
        <CategoryFormModal
          editor={categoryCreation.isOpen ? { category: null } : null}
          isSaving={categoryCreation.isSaving}
          saveError={categoryCreation.saveError}
          onSave={({ name, slug }) => categoryCreation.onSave({ name, slug })}
          onClose={categoryCreation.onClose}
        />
      ) : null}
    </>
  );
}
