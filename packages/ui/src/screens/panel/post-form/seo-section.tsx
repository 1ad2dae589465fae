import {
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  seoDefaults,
  truncateForResult,
} from '@bitacora/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { type MediaLibrary, MediaPicker } from '../../../patterns/media-picker/media-picker';
import { Button } from '../../../primitives/button/button';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toggle } from '../../../primitives/toggle/toggle';
import { tokens } from '../../../tokens/tokens';

/** The post's own words and image for search engines and social cards, as typed. */
export type SeoValues = {
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  noindex: boolean;
};

export type SeoSectionProps = {
  values: SeoValues;
  onChange: (values: SeoValues) => void;
  /** What the defaults come from: the post's title, excerpt, slug and featured image. */
  post: { title: string; excerpt: string; slug: string; image: string | null };
  /** The blog's public address without the scheme ('demo.bitacora.es'), for the result's link. */
  blogAddress?: string;
  disabled?: boolean;
  /** Open at first, e.g. when the post already has words of its own. */
  defaultOpen?: boolean;
  /** The blog's media library: the social image is then chosen or uploaded there too. */
  media?: MediaLibrary;
  /** The social image's address refused by the form's check before saving. */
  socialImageError?: string;
};

const Details = styled.details`
  border-top: 1px solid ${tokens.color.border};
  padding-top: ${tokens.space['4']};

  & > summary {
    cursor: pointer;
    font-weight: ${tokens.font.weightSemibold};
  }
`;

const ImageField = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space['2']};

  & > :first-child {
    align-self: stretch;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
  margin-top: ${tokens.space['4']};
`;

const PreviewTitle = styled.h3`
  margin: 0 0 ${tokens.space['2']};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightSemibold};
  color: ${tokens.color.textMuted};
`;

const Result = styled.div`
  padding: ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  overflow-wrap: anywhere;
`;

const ResultAddress = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeXs};
  color: ${tokens.color.textMuted};
`;

const ResultTitle = styled.p`
  margin: ${tokens.space['1']} 0;
  font-size: ${tokens.font.sizeLg};
  color: ${tokens.color.link};
`;

const ResultDescription = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
`;

const Card = styled.div`
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  overflow: hidden;
  background: ${tokens.color.surface};
  overflow-wrap: anywhere;

  & img,
  & [data-no-image] {
    display: block;
    width: 100%;
    aspect-ratio: 1.91 / 1;
    object-fit: cover;
    background: ${tokens.color.skeleton};
  }

  & [data-no-image] {
    display: grid;
    place-items: center;
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
`;

const CardText = styled.div`
  padding: ${tokens.space['3']};

  & p {
    margin: 0;
  }

  & p + p {
    margin-top: ${tokens.space['1']};
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
`;

const CardTitle = styled.p`
  font-weight: ${tokens.font.weightSemibold};
`;

/**
 * 'SEO y redes sociales': the fields, each empty one showing the default it stands for, and a
 * live preview of the search result and the social card, cut where search engines cut.
 */
export function SeoSection({
  values,
  onChange,
  post,
  blogAddress,
  disabled,
  defaultOpen,
  media,
  socialImageError,
}: SeoSectionProps) {
  const id = useId();
  const [isPickerOpen, setPickerOpen] = useState(false);
  const defaults = seoDefaults({ title: post.title, excerpt: post.excerpt, image: post.image });
  const seo = seoDefaults({
    title: post.title,
    metaTitle: values.metaTitle,
    excerpt: post.excerpt,
    metaDescription: values.metaDescription,
    image: post.image,
    socialImage: values.socialImage,
  });
  const title = seo.title || 'Título del post';
  const address = `${blogAddress ?? ''}/blog/${post.slug || '…'}`;
  const set = (change: Partial<SeoValues>) => onChange({ ...values, ...change });

  return (
    <Details open={defaultOpen}>
      <summary>SEO y redes sociales</summary>
      <Body>
        <TextArea
          id={`${id}-title`}
          label="Título para buscadores"
          hint="Vacío, se usa el título del post."
          rows={2}
          maxLength={META_TITLE_MAX}
          placeholder={defaults.title}
          value={values.metaTitle}
          disabled={disabled}
          onChange={(event) => set({ metaTitle: event.target.value })}
        />
        <TextArea
          id={`${id}-description`}
          label="Descripción para buscadores"
          hint="Vacía, se usa el extracto."
          rows={3}
          maxLength={META_DESCRIPTION_MAX}
          placeholder={defaults.description}
          value={values.metaDescription}
          disabled={disabled}
          onChange={(event) => set({ metaDescription: event.target.value })}
        />
        <ImageField>
          <TextField
            label="Imagen para redes sociales"
            hint="Dirección de la imagen (empieza por /, http:// o https://). Vacía, se usa la imagen destacada."
            data-field="socialImage"
            inputMode="url"
            placeholder={defaults.image ?? ''}
            value={values.socialImage}
            error={socialImageError}
            disabled={disabled}
            onChange={(event) => set({ socialImage: event.target.value })}
          />
          {media ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => setPickerOpen(true)}
            >
              Elegir de la biblioteca o subir
            </Button>
          ) : null}
        </ImageField>
        {media ? (
          <MediaPicker
            open={isPickerOpen}
            title="Imagen para redes sociales"
            onClose={() => setPickerOpen(false)}
            onPick={(image) => {
              setPickerOpen(false);
              set({ socialImage: image.url });
            }}
            loadPage={media.loadPage}
            upload={media.upload}
          />
        ) : null}
        <Toggle
          label="Ocultar de los buscadores (noindex)"
          checked={values.noindex}
          disabled={disabled}
          onCheckedChange={(noindex) => set({ noindex })}
        />
        <section aria-labelledby={`${id}-result`}>
          <PreviewTitle id={`${id}-result`}>Vista previa en buscadores</PreviewTitle>
          {values.noindex ? (
            <ResultDescription>
              Los buscadores no mostrarán este post ni lo encontrarán en el mapa del sitio.
            </ResultDescription>
          ) : (
            <Result data-testid="seo-result">
              <ResultAddress>{address}</ResultAddress>
              <ResultTitle>{truncateForResult(title, META_TITLE_MAX)}</ResultTitle>
              <ResultDescription>
                {truncateForResult(seo.description, META_DESCRIPTION_MAX)}
              </ResultDescription>
            </Result>
          )}
        </section>
        <section aria-labelledby={`${id}-card`}>
          <PreviewTitle id={`${id}-card`}>Vista previa en redes sociales</PreviewTitle>
          <Card data-testid="seo-card">
            {seo.image ? (
              <img src={seo.image} alt="Imagen de la tarjeta" />
            ) : (
              <div data-no-image="">Sin imagen</div>
            )}
            <CardText>
              <CardTitle>{truncateForResult(title, META_TITLE_MAX)}</CardTitle>
              {seo.description ? (
                <p>{truncateForResult(seo.description, META_DESCRIPTION_MAX)}</p>
              ) : null}
            </CardText>
          </Card>
        </section>
      </Body>
    </Details>
  );
}
