import { useMemo } from 'react';

export type TemplateScheme = 'light' | 'dark';

export type TemplatePreviewProps = {
  /** A page as the server renders it (`__fixtures__/templates.json`, written by its own test). */
  html: string;
  /** What the frame holds, for people who read it aloud. */
  title: string;
  scheme?: TemplateScheme;
  /** The frame's height: the top of the page, as a visitor first sees it. */
  height?: number;
};

/**
 * The server's HTML shown as a visitor's browser shows it, in a frame of its own so its styles
 * and the panel's never meet. The templates follow the visitor's colour scheme; a story picks
 * one by turning the dark block of the page's own CSS on or off.
 */
export function TemplatePreview({
  html,
  title,
  scheme = 'light',
  height = 1100,
}: TemplatePreviewProps) {
  const document = useMemo(
    () =>
      html.replaceAll(
        '@media (prefers-color-scheme:dark)',
        scheme === 'dark' ? '@media all' : '@media not all',
      ),
    [html, scheme],
  );
  return (
    <iframe
      title={title}
      srcDoc={document}
      data-scheme={scheme}
      style={{ display: 'block', width: '100%', height, border: 0 }}
    />
  );
}
