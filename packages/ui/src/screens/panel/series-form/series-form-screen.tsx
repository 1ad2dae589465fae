import type { Series, SeriesPost } from '@bitacora/api';
import {
  type FormErrors,
  initialSlugState,
  type Language,
  nextSlugState,
  SERIES_MESSAGES,
  type SeriesField,
  type SlugState,
  slugify,
  validateSeries,
} from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ImagePicker, type ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import {
  OldAddresses,
  type OldAddressesProps,
} from '../../../patterns/old-addresses/old-addresses';
import { ProOffer, type ProOfferProps } from '../../../patterns/pro-offer/pro-offer';
import { type SlugAvailability, SlugField } from '../../../patterns/slug-field/slug-field';
import {
  type BlogLanguages,
  showsLanguages,
  startingLanguage,
  TermLanguageSelect,
} from '../../../patterns/term-language/term-language';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Spinner } from '../../../primitives/spinner/spinner';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { useReportDirty } from '../../shared/dirty/use-report-dirty';
import { PageHeader } from '../../shared/page-header/page-header.styles';

/** What 'Guardar' sends: `uuid` null creates; a new cover file and/or the removal mark. */
export type SeriesFormValues = {
  uuid: string | null;
  title: string;
  slug: string;
  description: string;
  cover: File | null;
  removeCover: boolean;
  /** Only where 'Idioma' shows (a blog in more than one language). */
  language?: Language;
};

export type SeriesFormScreenProps = {
  mode: 'create' | 'edit';
  status: 'loading' | 'ready' | 'error';
  series: Series | null;
  /** The signed-in user's id; the form refuses to save without it. */
  authorId: number | null;
  /** 'Error al cargar la serie' (docs/product.md#series-messages). */
  error?: string | null;
  isSaving?: boolean;
  /** The server message, else 'Error al guardar la serie' (docs/product.md#series-messages). */
  saveError?: string | null;
  onCheckSlug?: (slug: string) => void;
  slugAvailability?: SlugAvailability;
  onSave: (values: SeriesFormValues) => void;
  /** 'Volver': back to /cms/series. */
  onBack: () => void;
  /** Edit a post of the series (/posts/{uuid}). */
  onEditPost: (input: { uuid: string }) => void;
  /** Whether the fields differ from the saved series (or an empty new one), on each change. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Makes a chosen cover photo over 5MB smaller before its checks (the panel's downsizing). */
  prepareCover?: (file: File) => Promise<File>;
  /**
   * A new series on a FREE blog (series are PRO, docs/product.md#plans): the form gives way to the
   * PRO offer, whose plans start the upgrade.
   */
  upgradeOffer?: Omit<ProOfferProps, 'message' | 'askAdmin'> | null;
  /** The series' old addresses (edit mode). */
  oldAddresses?: OldAddressesProps;
  /** The blog's languages in use, main first: 'Idioma' shows once there are two. */
  languages?: BlogLanguages;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['5']};
  max-width: 48rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['2']};
`;

const Posts = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};
  max-width: 48rem;
  margin-top: ${tokens.space['8']};

  h2 {
    font-size: ${tokens.font.sizeLg};
  }

  ol {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space['2']};
    padding: 0;
    list-style: none;
  }
`;

const PostRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens.space['3']};
  padding: ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};

  & > span:first-child {
    flex: none;
    min-width: 2rem;
    font-weight: ${tokens.font.weightBold};
    color: ${tokens.color.textMuted};
    text-align: center;
  }

  & > div {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }

  code {
    color: ${tokens.color.textMuted};
    font-family: ${tokens.font.familyMono};
    font-size: ${tokens.font.sizeXs};
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens.space['10']} 0;
`;

/** Ordered by sequenceNumber; posts without one go last. */
const bySequence = (posts: readonly SeriesPost[]) =>
  [...posts].sort(
    (a, b) =>
      (a.sequenceNumber ?? Number.POSITIVE_INFINITY) -
      (b.sequenceNumber ?? Number.POSITIVE_INFINITY),
  );

type SeriesFormProps = Omit<SeriesFormScreenProps, 'status' | 'error' | 'onBack' | 'onEditPost'>;

function SeriesForm({
  series,
  authorId,
  isSaving = false,
  saveError,
  onCheckSlug,
  slugAvailability,
  onSave,
  onDirtyChange,
  prepareCover,
  languages,
}: SeriesFormProps) {
  const [title, setTitle] = useState(series?.title ?? '');
  const [slug, setSlug] = useState<SlugState>(() => initialSlugState(series?.slug ?? ''));
  const [description, setDescription] = useState(series?.description ?? '');
  const [cover, setCover] = useState<ImagePickerChange>({ file: null, removeExisting: false });
  const [errors, setErrors] = useState<FormErrors<SeriesField>>({});
  const savedLanguage = startingLanguage(series, languages ?? []);
  const [language, setLanguage] = useState<Language>(savedLanguage);
  const withLanguage = showsLanguages(languages);
  useReportDirty(
    title !== (series?.title ?? '') ||
      (withLanguage && language !== savedLanguage) ||
      slug.slug !== (series?.slug ?? '') ||
      description !== (series?.description ?? '') ||
      cover.file !== null ||
      cover.removeExisting,
    onDirtyChange,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { title: title.trim(), slug: slugify(slug.slug), authorId };
    const issues = validateSeries(values);
    setErrors(issues);
    if (issues.title || issues.slug || issues.author) return;
    onSave({
      uuid: series?.uuid ?? null,
      title: values.title,
      slug: values.slug,
      description: description.trim(),
      cover: cover.file,
      removeCover: cover.removeExisting,
      ...(withLanguage && { language }),
    });
  };

  const message = errors.author ?? saveError;

  return (
    <Form onSubmit={submit} noValidate aria-label="Datos de la serie">
      {message ? <Alert tone="error">{message}</Alert> : null}
      <TextField
        label="Título"
        name="title"
        required
        value={title}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setSlug((current) =>
            nextSlugState(current, { type: 'titleChanged', title: event.target.value }),
          );
        }}
      />
      <SlugField
        prefix="/series/"
        name="slug"
        required
        canRefresh={false}
        title={title}
        state={slug}
        onStateChange={setSlug}
        originalSlug={series?.slug ?? null}
        onCheckAvailability={onCheckSlug}
        availability={slugAvailability}
        error={errors.slug}
      />
      {withLanguage ? (
        <TermLanguageSelect value={language} onChange={setLanguage} disabled={isSaving} />
      ) : null}
      <TextArea
        label="Descripción"
        name="description"
        rows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <ImagePicker
        label="Imagen de portada"
        imageUrl={series?.coverImage ?? null}
        owner="series"
        prepareFile={prepareCover}
        onChange={setCover}
      />
      <Actions>
        <Button type="submit" isLoading={isSaving} loadingText="Guardando...">
          Guardar
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * Series form: title, slug under /series/, the language on a blog in several, description,
 * cover, and the series' posts.
 */
export function SeriesFormScreen({
  status,
  error,
  onBack,
  onEditPost,
  upgradeOffer = null,
  oldAddresses,
  ...form
}: SeriesFormScreenProps) {
  const isEditing = form.mode === 'edit';
  const posts = form.series ? bySequence(form.series.posts) : [];
  return (
    <section aria-labelledby="series-form-title">
      <PageHeader>
        <h1 id="series-form-title">{isEditing ? 'Editar serie' : 'Nueva serie'}</h1>
        <Button variant="secondary" onClick={() => onBack()}>
          Volver
        </Button>
      </PageHeader>
      {status === 'loading' ? (
        <Loading>
          <Spinner size="lg" showLabel label="Cargando..." />
        </Loading>
      ) : upgradeOffer && !isEditing ? (
        <ProOffer
          message={SERIES_MESSAGES.needPro}
          askAdmin={SERIES_MESSAGES.askAdminToUpgrade}
          {...upgradeOffer}
        />
      ) : status === 'error' ? (
        <Alert tone="error">{error || SERIES_MESSAGES.loadFailed}</Alert>
      ) : (
        <>
          <SeriesForm key={form.series?.uuid ?? 'new'} {...form} />
          {isEditing && oldAddresses ? <OldAddresses {...oldAddresses} /> : null}
          {isEditing && form.series ? (
            <Posts aria-labelledby="series-posts-title">
              <h2 id="series-posts-title">Posts en esta serie</h2>
              {posts.length === 0 ? (
                <p>Esta serie aún no tiene posts.</p>
              ) : (
                <ol>
                  {posts.map((post) => (
                    <PostRow key={post.uuid}>
                      <span>{post.sequenceNumber ?? '?'}</span>
                      <div>
                        <span>{post.title}</span>
                        <code>{post.slug}</code>
                      </div>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Editar ${post.title}`}
                        onClick={() => onEditPost({ uuid: post.uuid })}
                      >
                        Editar
                      </Button>
                    </PostRow>
                  ))}
                </ol>
              )}
            </Posts>
          ) : null}
        </>
      )}
    </section>
  );
}
