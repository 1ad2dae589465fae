import type { Blog } from '@bitacora/api';
import { type ComponentType, useState } from 'react';
import type { BlogEditorState, BlogFormValues } from './blog-form-modal';

type EditorProps = {
  blogs: readonly Blog[];
  editor: BlogEditorState;
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
  onCloseEditor: () => void;
  onSave: (values: BlogFormValues) => void;
};

/**
 * For stories: plays the app's part, opening and closing the modal as the callbacks ask.
 * Saving only reports; the modal closes on save when `closeOnSave` is set (a successful save).
 */
export function withBlogEditor<P extends EditorProps>(Screen: ComponentType<P>) {
  return function BlogEditorHarness(props: P & { closeOnSave?: boolean }) {
    const [editor, setEditor] = useState<BlogEditorState>(props.editor);
    return (
      <Screen
        {...props}
        editor={editor}
        onCreate={() => {
          props.onCreate();
          setEditor({ blog: null });
        }}
        onEdit={(input) => {
          props.onEdit(input);
          setEditor({ blog: props.blogs.find((blog) => blog.uuid === input.uuid) ?? null });
        }}
        onCloseEditor={() => {
          props.onCloseEditor();
          setEditor(null);
        }}
        onSave={(values) => {
          props.onSave(values);
          if (props.closeOnSave) setEditor(null);
        }}
      />
    );
  };
}
