import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};
  min-width: 0;
`;

export const LabelText = styled.span`
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
  color: ${tokens.color.text};
  cursor: default;
`;

export const Required = styled.span`
  color: ${tokens.color.errorText};
  margin-left: ${tokens.space['1']};
`;

export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  border: 1px solid
    ${({ $invalid }) => ($invalid ? tokens.color.errorText : tokens.color.borderStrong)};
  border-radius: ${tokens.radius.md};
  background: ${({ $disabled }) => ($disabled ? tokens.color.surface : tokens.color.surfaceRaised)};
  color: ${tokens.color.text};
  min-width: 0;

  &:focus-within {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 0;
  }
`;

export const ToolbarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['1']};
  padding: ${tokens.space['1']};
  border-bottom: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  border-radius: ${tokens.radius.md} ${tokens.radius.md} 0 0;
`;

export const Separator = styled.span`
  align-self: stretch;
  width: 1px;
  margin: 0 ${tokens.space['1']};
  background: ${tokens.color.border};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 ${tokens.space['2']};
  border: 1px solid transparent;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.text};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightSemibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${tokens.color.secondaryHover};
  }

  &[aria-pressed='true'] {
    background: ${tokens.color.secondaryHover};
    border-color: ${tokens.color.borderStrong};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${tokens.color.textMuted};
  }
`;

/** The editable area: ProseMirror's required rules plus the typography of a post. */
export const Surface = styled.div`
  .ProseMirror {
    /* Most of a laptop's screen to write in, and lines short enough to read: the text keeps
       about 72 characters while the whole frame stays clickable. */
    min-height: max(12rem, 60vh);
    padding: ${tokens.space['3']} max(${tokens.space['4']}, calc((100% - 72ch) / 2));
    outline: none;
    white-space: pre-wrap;
    word-wrap: break-word;
    font-size: ${tokens.font.sizeMd};
    line-height: ${tokens.font.lineNormal};
  }

  .ProseMirror[contenteditable='false'] {
    cursor: not-allowed;
    color: ${tokens.color.textMuted};
  }

  .ProseMirror > * + * {
    margin-top: ${tokens.space['3']};
  }

  .ProseMirror h1 {
    font-size: ${tokens.font.size2xl};
    line-height: ${tokens.font.lineTight};
  }

  .ProseMirror h2 {
    font-size: ${tokens.font.sizeXl};
    line-height: ${tokens.font.lineTight};
  }

  .ProseMirror h3 {
    font-size: ${tokens.font.sizeLg};
    line-height: ${tokens.font.lineTight};
  }

  /* A picture wider than the column is shown at the column's width, never wider. */
  .ProseMirror img {
    max-width: 100%;
    height: auto;
  }

  .ProseMirror figure {
    margin: 0;
  }

  .ProseMirror pre {
    overflow-x: auto;
    padding: ${tokens.space['3']};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.secondary};
    white-space: pre;
  }

  .ProseMirror pre code {
    padding: 0;
    background: none;
  }

  .ProseMirror hr {
    border: 0;
    border-top: 2px solid ${tokens.color.border};
  }

  /* A table: ruled cells, the header row shaded; selected cells tinted (prosemirror-tables). */
  .ProseMirror table {
    border-collapse: collapse;
    margin: ${tokens.space['3']} 0;
  }

  .ProseMirror th,
  .ProseMirror td {
    position: relative;
    min-width: 4rem;
    padding: ${tokens.space['1']} ${tokens.space['2']};
    border: 1px solid ${tokens.color.borderStrong};
    text-align: start;
    vertical-align: top;
  }

  .ProseMirror th {
    background: ${tokens.color.secondary};
  }

  .ProseMirror th p,
  .ProseMirror td p {
    margin: 0;
  }

  .ProseMirror .selectedCell {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: -2px;
  }

  /* The paywall: a labelled dashed rule across the body. */
  .ProseMirror .editor-paywall {
    margin: ${tokens.space['3']} 0;
    padding: ${tokens.space['2']} 0;
    border-top: 2px dashed ${tokens.color.borderStrong};
    color: ${tokens.color.textMuted};
    font-size: 0.875rem;
    text-align: center;
  }

  /* A note's reference, the notes and the table of contents (footnotes-toc.ts). */
  .ProseMirror sup > a {
    color: ${tokens.color.link};
    text-decoration: none;
  }

  .ProseMirror section.footnotes {
    margin-top: ${tokens.space['4']};
    padding-top: ${tokens.space['2']};
    border-top: 1px solid ${tokens.color.borderStrong};
    font-size: 0.875rem;
  }

  .ProseMirror nav.toc {
    margin: ${tokens.space['3']} 0;
    padding: ${tokens.space['2']} ${tokens.space['3']};
    border: 1px dashed ${tokens.color.borderStrong};
    color: ${tokens.color.textMuted};
    font-size: 0.875rem;
  }

  .ProseMirror nav.toc .editor-toc-title {
    margin: 0;
    font-weight: 600;
  }

  .ProseMirror nav.toc li[data-level='3'] {
    margin-left: ${tokens.space['3']};
  }

  .ProseMirror nav.toc li[data-level='4'] {
    margin-left: ${tokens.space['5']};
  }

  .ProseMirror figure[data-embed] {
    margin: 0;
    padding: ${tokens.space['3']};
    border: 1px dashed ${tokens.color.borderStrong};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
  }

  .ProseMirror figure[data-gallery] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
    gap: ${tokens.space['2']};
    margin: 0;
  }

  .ProseMirror figure[data-gallery] img {
    width: 100%;
    height: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }

  .ProseMirror figure[data-gallery] figcaption {
    grid-column: 1 / -1;
    color: ${tokens.color.textMuted};
  }

  /* A selected block with no text (a rule, a video) shows that it is selected. */
  .ProseMirror .ProseMirror-selectednode {
    outline: 2px solid ${tokens.color.focus};
  }

  .ProseMirror ul,
  .ProseMirror ol {
    padding-left: ${tokens.space['6']};
  }

  .ProseMirror ul {
    list-style: disc;
  }

  .ProseMirror ol {
    list-style: decimal;
  }

  .ProseMirror blockquote {
    margin-left: 0;
    padding-left: ${tokens.space['4']};
    border-left: 4px solid ${tokens.color.border};
    color: ${tokens.color.textMuted};
  }

  .ProseMirror code {
    padding: 0 ${tokens.space['1']};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.secondary};
    font-family: ${tokens.font.familyMono};
    font-size: 0.9em;
  }

  .ProseMirror a {
    color: ${tokens.color.link};
    text-decoration: underline;
  }

  .ProseMirror-hideselection *::selection {
    background: transparent;
  }
`;

/** The language of the code block under the cursor, beside the toolbar. */
export const CodeLanguageBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['2']};
  padding: ${tokens.space['1']} ${tokens.space['2']};
  border-bottom: 1px solid ${tokens.color.border};
  font-size: ${tokens.font.sizeSm};

  select {
    font: inherit;
    min-height: 2.25rem;
    padding: 0 ${tokens.space['2']};
    border: 1px solid ${tokens.color.borderStrong};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
  }
`;

export const Footer = styled.div`
  font-size: ${tokens.font.sizeSm};
`;

/** How to leave a code block, beside its language. */
export const CodeBlockHint = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;
