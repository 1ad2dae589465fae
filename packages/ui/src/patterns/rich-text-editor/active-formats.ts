/**
 * What the cursor sits in, for the toolbar's pressed states. Its own module, so the editor and
 * its toolbar both depend on it instead of on each other.
 */
export type ActiveFormats = {
  heading: number;
  strong: boolean;
  emphasis: boolean;
  inlineCode: boolean;
  bulletList: boolean;
  blockquote: boolean;
  link: string | null;
};
