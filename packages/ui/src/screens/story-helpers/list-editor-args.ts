import { fn } from 'storybook/test';

/** A list screen's create/edit modal in its stories: closed, each of its callbacks a spy. */
export const listEditorArgs = () => ({
  editor: null,
  onCreate: fn(),
  onEdit: fn(),
  onSave: fn(),
  onCloseEditor: fn(),
});
