import type { Category, Post, Series } from '@bitacora/api';
import {
  clampExcerpt,
  EXCERPT_MAX,
  type FormContentStatus,
  type FormErrors,
  initialSlugState,
  isPublished,
  nextSlugState,
  POST_MESSAGES,
  type PostField,
  parseSequenceNumber,
  type SlugState,
  toFormStatus,
  validatePost,
} from '@bitacora/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import { ImagePicker } from '../../../patterns/image-picker/image-picker';
import { LazyRichTextEditor } from '../../../patterns/rich-text-editor/lazy-rich-text-editor';
import { type SlugAvailability, SlugField } from '../../../patterns/slug-field/slug-field';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Select } from '../../../primitives/select/select';
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
  InlineRow,
  Legend,
  SidePanel,
} from './content-form.styles';

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
};

export type PostFormSubmit = { values: PostFormValues; image: ImagePickerChange };

export type PostFormScreenProps = {
  mode: 'create' | 'edit';
  status: 'loading' | 'ready' | 'error';
  /** §8: 'Error al cargar el post' or the not-found message. */
  error?: string | null;
  /** The post being edited. */
  initial?: Post | null;
  categories: readonly Category[];
  series: readonly Series[];
  isSaving?: boolean;
  /** §8: the red banner (the server's text, else 'Error saving post'). */
  saveError?: string | null;
  slugAvailability?: SlugAvailability;
  onCheckSlug?: (input: { slug: string }) => void;
  onSubmit: (submit: PostFormSubmit) => void;
  onCancel: () => void;
  /** 'Ver en el frontend' (edit mode, published posts). */
  onPreview?: (input: { uuid: string; slug: string; status: string }) => void;
  onCreateSeries?: () => void;
  /** The slug refresh suffix reads this clock; stories pass a fixed one. */
  now?: () => Date;
};

const NO_IMAGE_CHANGE: ImagePickerChange = { file: null, removeExisting: false };
const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** §2.3 Post form (create, or edit with the post's uuid in the route). */
export function PostFormScreen(props: PostFormScreenProps) {
  const { mode, status, error, onCancel } = props;
  const title = mode === 'create' ? 'Nuevo post' : 'Editar post';

  if (status === 'loading') {
    return (
      <section aria-labelledby="post-form-title">
        <PageHeader>
          <h1 id="post-form-title">{title}</h1>
        </PageHeader>
        <LoadingRegion label="Cargando post...">
          <FormGrid>
            <Column>
              <Skeleton height="2.5rem" />
              <Skeleton height="2.5rem" />
              <Skeleton height="14rem" />
            </Column>
            <Skeleton height="20rem" />
          </FormGrid>
        </LoadingRegion>
      </section>
    );
  }

  if (status === 'error') {
    return (
      <section aria-labelledby="post-form-title">
        <PageHeader>
          <h1 id="post-form-title">{title}</h1>
        </PageHeader>
        <ErrorRow>
          <Alert tone="error">{error || POST_MESSAGES.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => onCancel()}>
            Volver a posts
          </Button>
        </ErrorRow>
      </section>
    );
  }

  return <PostForm key={props.initial?.uuid ?? 'new'} {...props} heading={title} />;
}

function PostForm({
  mode,
  initial,
  categories,
  series,
  isSaving = false,
  saveError,
  slugAvailability,
  onCheckSlug,
  onSubmit,
  onCancel,
  onPreview,
  onCreateSeries,
  now,
  heading,
}: PostFormScreenProps & { heading: string }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [slug, setSlug] = useState<SlugState>(initialSlugState(initial?.slug ?? ''));
  const [categoryId, setCategoryId] = useState(
    initial?.categoryId == null ? '' : String(initial.categoryId),
  );
  const [seriesId, setSeriesId] = useState(
    initial?.seriesId == null ? '' : String(initial.seriesId),
  );
  const [sequence, setSequence] = useState(
    initial?.sequenceNumber == null ? '' : String(initial.sequenceNumber),
  );
  const [content, setContent] = useState(initial?.content ?? '');
  const [excerpt, setExcerpt] = useState(clampExcerpt(initial?.excerpt ?? ''));
  const [formStatus, setFormStatus] = useState<FormContentStatus>(toFormStatus(initial?.status));
  const [image, setImage] = useState<ImagePickerChange>(NO_IMAGE_CHANGE);
  const [errors, setErrors] = useState<FormErrors<PostField>>({});

  const clearError = (field: PostField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  const slugTaken =
    slugAvailability?.status === 'taken' && slugAvailability.slug === slug.slug.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePost({
      title,
      content,
      excerpt,
      categoryId,
      seriesId,
      sequenceNumber: sequence,
    });
    setErrors(found);
    const firstInvalid = Object.keys(found)[0] ?? (slugTaken ? 'slug' : null);
    if (firstInvalid) {
      const target = formRef.current?.querySelector<HTMLElement>(
        firstInvalid === 'content' ? '[role="textbox"]' : `[data-field="${firstInvalid}"]`,
      );
      target?.focus();
      return;
    }
    const chosenSeries = idOrNull(seriesId);
    onSubmit({
      values: {
        title: title.trim(),
        slug: slug.slug,
        categoryId: idOrNull(categoryId),
        seriesId: chosenSeries,
        sequenceNumber: chosenSeries === null ? null : parseSequenceNumber(sequence),
        content,
        excerpt,
        status: formStatus,
      },
      image,
    });
  };

  const canPreview = mode === 'edit' && initial != null && isPublished(initial.status);

  return (
    <section aria-labelledby={`${formId}-title`}>
      <PageHeader>
        <h1 id={`${formId}-title`}>{heading}</h1>
        {canPreview && onPreview ? (
          <HeaderActions>
            <Button
              variant="secondary"
              onClick={() =>
                onPreview({ uuid: initial.uuid, slug: initial.slug, status: initial.status })
              }
            >
              Ver en el frontend
            </Button>
          </HeaderActions>
        ) : null}
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
              prefix="/blog/"
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
              error={errors.categoryId}
              disabled={isSaving}
              onChange={(event) => {
                setCategoryId(event.target.value);
                clearError('categoryId');
              }}
            />
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
            <ImagePicker
              label="Imagen destacada"
              imageUrl={initial?.image}
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
            Guardar Post
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
