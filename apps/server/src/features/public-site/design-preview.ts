import type { DesignPreviewData } from '@bitacora/api/schemas';
import { blogLayoutOf } from '@bitacora/domain';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import type { DesignImageRow } from './queries.ts';
import { logoOf, pictureOf, type Site } from './site.ts';
import { designOf } from './templates/design.ts';
import { withColorScheme } from './templates/styles.ts';

/*
 * The live preview of 'Diseño' (docs/decisions/061-blog-design.md): the panel sends the unsaved
 * design, the server signs it for ten minutes and one blog, and the blog's host renders its
 * published pages with it when the address carries `?vista-previa=<token>`. Such an answer is
 * built for the request, never kept, and may be framed by the panel alone.
 */

/**
 * The site as the draft shows it: the draft's accent, fonts and custom CSS (signed only for a
 * plan that serves it), its layout over the saved one, in the mode asked for, and no injected
 * code (preview pages never carry it).
 */
export function designPreviewSite(
  site: Site,
  draft: DesignPreviewData,
  scheme: 'light' | 'dark' | undefined,
  /** The draft's logo and cover among the blog's library images; absent: the saved ones. */
  images: { rows: DesignImageRow[]; storage: Pick<MediaStorage, 'url'> },
): Site {
  const image = (id: number | null | undefined) => images.rows.find((row) => row.id === id) ?? null;
  const logoRow = draft.logoId === undefined ? undefined : image(draft.logoId);
  const logo = logoRow === undefined ? site.logo : logoRow ? logoOf(logoRow, images.storage) : null;
  const cover =
    draft.coverImageId === undefined
      ? site.cover
      : pictureOf(image(draft.coverImageId), images.storage);
  const sent = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
  const layout = blogLayoutOf({ ...site.layout, ...sent });
  const design = designOf({
    layout,
    accentColor: draft.accentColor ?? null,
    headingFont: draft.headingFont ?? null,
    bodyFont: draft.bodyFont ?? null,
    customCss: draft.customCss ?? null,
    logo: logo !== null,
  });
  return {
    ...site,
    layout,
    logo,
    cover,
    design: { ...design, css: withColorScheme(design.css, scheme) },
    injection: null,
    colorScheme: scheme ?? null,
  };
}

/** The mode the preview asks for, from `?modo=`. */
export function previewScheme(value: string | null): 'light' | 'dark' | undefined {
  if (value === 'oscuro') return 'dark';
  if (value === 'claro') return 'light';
  return undefined;
}
