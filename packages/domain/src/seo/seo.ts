export type SeoInput = {
  title: string;
  metaTitle?: string | null;
  excerpt?: string | null;
  metaDescription?: string | null;
  /** The featured image's address, when the post has one. */
  image?: string | null;
  socialImage?: string | null;
};

export type Seo = {
  title: string;
  /** '' when the post has neither its own description nor an excerpt. */
  description: string;
  image: string | null;
};

const given = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * What search engines and social cards show of a post: its own words when given, else its
 * title, excerpt and featured image. The panel's preview and the public page's head read the
 * same answer, so the preview never promises what the page does not say.
 */
export function seoDefaults(input: SeoInput): Seo {
  return {
    title: given(input.metaTitle) || input.title.trim(),
    description: given(input.metaDescription) || given(input.excerpt),
    image: given(input.socialImage) || given(input.image) || null,
  };
}

/**
 * A text cut as a search result cuts it: whole words up to the limit, then an ellipsis. Search
 * engines measure in pixels; the character limits are the usual stand-in.
 */
export function truncateForResult(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
