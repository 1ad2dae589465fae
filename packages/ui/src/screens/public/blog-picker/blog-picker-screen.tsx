import type { Role } from '@bitacora/domain';
import { Button } from '../../../primitives/button/button';
import { BlogEditorList, type BlogEditorListProps } from '../../shared/blogs/blog-editor-list';
import { ListScreen } from '../../shared/list-screen';

export type BlogPickerScreenProps = Omit<BlogEditorListProps, 'onEnter'> & {
  role: Role;
  /** 'Nuevo Blog' is shown only with this flag. */
  canCreate?: boolean;
  onResetSelection: () => void;
  /** 'Cerrar sesión': the picker is outside the panel, so it has its own way out. */
  onLogout?: () => void;
  onEnter: (input: { uuid: string }) => void;
  /** Opens the modal empty; the app sets `editor` to `{ blog: null }`. */
  onCreate: () => void;
};

/**
 * Blog picker (/blogs): the user's blogs, enter one, and for SUPER_ADMIN edit it
 * (docs/product.md#blog-picker).
 */
export function BlogPickerScreen({
  role,
  canCreate = false,
  onResetSelection,
  onLogout,
  onCreate,
  ...list
}: BlogPickerScreenProps) {
  return (
    <ListScreen
      titleId="blog-picker-title"
      title="Selecciona un blog"
      actions={
        <>
          <Button variant="secondary" onClick={() => onResetSelection()}>
            Reiniciar selección
          </Button>
          {canCreate ? <Button onClick={() => onCreate()}>Nuevo Blog</Button> : null}
          {onLogout ? (
            <Button variant="secondary" onClick={() => onLogout()}>
              Cerrar sesión
            </Button>
          ) : null}
        </>
      }
    >
      <BlogEditorList {...list} caption="Blogs" isSuperAdmin={role === 'SUPER_ADMIN'} />
    </ListScreen>
  );
}
