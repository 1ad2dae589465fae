import { SuperAdminBlogsScreen } from '@bitacora/ui';
import { useBlogList } from './use-blog-list.ts';
import { useEnterBlog } from './use-enter-blog.ts';

/** Super admin blogs: every blog, 'Nuevo Blog', edit with plan, and enter its panel. */
export default function SuperAdminBlogsRoute() {
  const list = useBlogList();
  const enter = useEnterBlog(() => void list.reload());

  return (
    <SuperAdminBlogsScreen
      status={list.status}
      blogs={list.blogs}
      error={list.error}
      publicDomain={window.location.host}
      onRetry={() => void list.reload()}
      onEnter={(input) => void enter(input)}
      onCreate={list.onCreate}
      onEdit={list.onEdit}
      editor={list.editor}
      isSaving={list.isSaving}
      saveError={list.saveError}
      onSave={list.onSave}
      onCloseEditor={list.onCloseEditor}
    />
  );
}
