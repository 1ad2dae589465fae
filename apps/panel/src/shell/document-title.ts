import { useEffect } from 'react';
import { useMatches } from 'react-router';

const PRODUCT = 'Bitácora';

/** What a route of the table carries for the browser tab (`handle: { title }`). */
export type TitleHandle = { title: string };

const hasTitle = (handle: unknown): handle is TitleHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as { title?: unknown }).title === 'string';

/** 'Posts' → 'Posts · Bitácora'; a screen without a title is just the product. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · ${PRODUCT}` : PRODUCT;
}

/**
 * Keeps the browser tab named after the screen on show: the deepest matched route's title.
 * Used once, at the root of the route table, so every screen gets its title from its row.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches.findLast((match) => hasTitle(match.handle))?.handle as
    | TitleHandle
    | undefined;
  const text = documentTitle(title?.title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
