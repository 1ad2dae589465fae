/** What a list screen with a create/edit modal takes from its app for that modal. */
export type ListEditorProps<Editor, Values> = {
  /** Which item the modal edits, or that it creates one, or that it is closed. */
  editor: Editor;
  isSaving?: boolean;
  saveError?: string | null;
  onSave: (values: Values) => void;
  onCloseEditor: () => void;
};

/** Those props as the screen's form modal takes them. */
export function editorModalProps<Editor, Values>({
  editor,
  isSaving,
  saveError,
  onSave,
  onCloseEditor,
}: ListEditorProps<Editor, Values>) {
  return { editor, isSaving, saveError, onSave, onClose: onCloseEditor };
}
