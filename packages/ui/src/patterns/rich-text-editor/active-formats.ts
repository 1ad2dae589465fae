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
  orderedList: boolean;
  blockquote: boolean;
  /** The language of the code block the cursor is in ('' for none); null outside code blocks. */
  codeBlock: string | null;
  link: string | null;
};
