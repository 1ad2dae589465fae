/** Only the lazy editor is exported: importing this folder does not pull Milkdown in. */
export { LazyRichTextEditor } from './lazy-rich-text-editor';
export type { RichTextEditorHandle } from './reveal';
export type { EditorMedia, RichTextEditorProps } from './rich-text-editor';
