export { EditConflictDialog, type EditConflictDialogProps } from './edit-conflict-dialog';
