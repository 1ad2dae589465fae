import { Button } from '../../../primitives/button/button';
import { BlogEditorList, type BlogEditorListProps } from '../../shared/blogs/blog-editor-list';
import { ListScreen } from '../../shared/list-screen';

export type SuperAdminBlogsScreenProps = BlogEditorListProps & {
  onCreate: () => void;
};

/** Super admin blogs: every blog, with 'Nuevo Blog' and an edit (plan included) per row. */
export function SuperAdminBlogsScreen({ onCreate, ...list }: SuperAdminBlogsScreenProps) {
  return (
    <ListScreen
      titleId="super-admin-blogs-title"
      title="Gestionar Blogs"
      actions={<Button onClick={() => onCreate()}>Nuevo Blog</Button>}
    >
      <BlogEditorList {...list} caption="Todos los blogs" isSuperAdmin />
    </ListScreen>
  );
}
