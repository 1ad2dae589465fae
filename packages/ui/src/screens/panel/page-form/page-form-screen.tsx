import type { Page } from '@bitacora/api';
import {
  type ContentField,
  clampExcerpt,
  EXCERPT_MAX,
  type FormContentStatus,
  type FormErrors,
  initialSlugState,
  nextSlugState,
  PAGE_MESSAGES,
  pageFallbackSlug,
  type SlugState,
  toFormStatus,
  validatePage,
} from '@bitacora/domain';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ImagePicker, type ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import { LazyRichTextEditor } from '../../../patterns/rich-text-editor/lazy-rich-text-editor';
import { type SlugAvailability, SlugField } from '../../../patterns/slug-field/slug-field';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toggle } from '../../../primitives/toggle/toggle';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/blogs/blog-page.styles';
import {
  Banner,
  Column,
  Fieldset,
  FormActions,
  FormGrid,
  Legend,
  SidePanel,
} from '../post-form/content-form.styles';

/** What 'Guardar Página' sends; §4: pages send the form's lower-case status. */
export type PageFormValues = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  status: FormContentStatus;
};

export type PageFormSubmit = { values: PageFormValues; image: ImagePickerChange };

export type PageFormScreenProps = {
  mode: 'create' | 'edit';
  status: 'loading' | 'ready' | 'error';
  /** §8: 'Error al cargar la página'. */
  error?: string | null;
  initial?: Page | null;
  isSaving?: boolean;
  /** §8: the red banner (the server's text, else 'Error saving page'). */
  saveError?: string | null;
  slugAvailability?: SlugAvailability;
  onCheckSlug?: (input: { slug: string }) => void;
  onSubmit: (submit: PageFormSubmit) => void;
  onCancel: () => void;
  /** 'Volver a páginas'. */
  onBack: () => void;
  /** The slug refresh and §5's fallback suffix read this clock. */
  now?: () => Date;
};

const NO_IMAGE_CHANGE: ImagePickerChange = { file: null, removeExisting: false };

/** §2.3 Page form. */
export function PageFormScreen(props: PageFormScreenProps) {
  const { mode, status, error, onBack } = props;
  const heading = mode === 'create' ? 'Nueva página' : 'Editar página';
  const back = (
    <HeaderActions>
      <Button variant="secondary" onClick={() => onBack()}>
        Volver a páginas
      </Button>
    </HeaderActions>
  );

  if (status !== 'ready') {
    return (
      <section aria-labelledby="page-form-title">
        <PageHeader>
          <h1 id="page-form-title">{heading}</h1>
          {back}
        </PageHeader>
        {status === 'loading' ? (
          <LoadingRegion label="Cargando página...">
            <FormGrid>
              <Column>
                <Skeleton height="2.5rem" />
                <Skeleton height="2.5rem" />
                <Skeleton height="14rem" />
              </Column>
              <Skeleton height="16rem" />
            </FormGrid>
          </LoadingRegion>
        ) : (
          <ErrorRow>
            <Alert tone="error">{error || PAGE_MESSAGES.loadFailed}</Alert>
          </ErrorRow>
        )}
      </section>
    );
  }

  return <PageForm key={props.initial?.uuid ?? 'new'} {...props} heading={heading} back={back} />;
}

function PageForm({
  mode,
  initial,
  isSaving = false,
  saveError,
  slugAvailability,
  onCheckSlug,
  onSubmit,
  onCancel,
  now = () => new Date(),
  heading,
  back,
}: PageFormScreenProps & { heading: string; back: ReactNode }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [slug, setSlug] = useState<SlugState>(initialSlugState(initial?.slug ?? ''));
  const [content, setContent] = useState(initial?.content ?? '');
  const [excerpt, setExcerpt] = useState(clampExcerpt(initial?.excerpt ?? ''));
  const [formStatus, setFormStatus] = useState<FormContentStatus>(toFormStatus(initial?.status));
  const [image, setImage] = useState<ImagePickerChange>(NO_IMAGE_CHANGE);
  const [errors, setErrors] = useState<FormErrors<ContentField>>({});

  const clearError = (field: ContentField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  const slugTaken =
    slugAvailability?.status === 'taken' && slugAvailability.slug === slug.slug.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePage({ title, content, excerpt });
    setErrors(found);
    const firstInvalid = Object.keys(found)[0] ?? (slugTaken ? 'slug' : null);
    if (firstInvalid) {
      formRef.current
        ?.querySelector<HTMLElement>(
          firstInvalid === 'content' ? '[role="textbox"]' : `[data-field="${firstInvalid}"]`,
        )
        ?.focus();
      return;
    }
    onSubmit({
      values: {
        title: title.trim(),
        // §5: a page saved with no slug gets one from the title and a 6-digit time suffix.
        slug: slug.slug.trim() === '' ? pageFallbackSlug(title, now()) : slug.slug,
        content,
        excerpt,
        status: formStatus,
      },
      image,
    });
  };

  return (
    <section aria-labelledby={`${formId}-title`}>
      <PageHeader>
        <h1 id={`${formId}-title`}>{heading}</h1>
        {back}
      </PageHeader>
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
              prefix="/"
              state={slug}
              onStateChange={setSlug}
              title={title}
              now={now}
              originalSlug={mode === 'edit' ? (initial?.slug ?? null) : null}
              onCheckAvailability={
                onCheckSlug ? (value) => onCheckSlug({ slug: value }) : undefined
              }
              availability={slugAvailability}
              disabled={isSaving}
            />
            <LazyRichTextEditor
              label="Contenido"
              required
              value={content}
              error={errors.content}
              disabled={isSaving}
              onChange={(html) => {
                setContent(html);
                clearError('content');
              }}
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
                offLabel="Borrador"
                disabled={isSaving}
              />
            </Fieldset>
            <ImagePicker
              label="Imagen destacada"
              imageUrl={initial?.image}
              imageId={initial?.imageId}
              onChange={setImage}
              disabled={isSaving}
            />
          </SidePanel>
        </FormGrid>
        <FormActions>
          <Button variant="secondary" disabled={isSaving} onClick={() => onCancel()}>
            Cancelar
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText="Guardando...">
            Guardar Página
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
