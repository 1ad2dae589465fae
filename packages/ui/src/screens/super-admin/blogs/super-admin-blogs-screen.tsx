import type { Blog } from '@bitacora/api';
import { BLOG_MESSAGES } from '@bitacora/domain';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { LoadingRegion } from '../../../primitives/skeleton/skeleton';
import {
  type BlogEditorState,
  BlogFormModal,
  type BlogFormValues,
} from '../../shared/blogs/blog-form-modal';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/blogs/blog-page.styles';
import { BlogTable } from '../../shared/blogs/blog-table';

export type SuperAdminBlogsScreenProps = {
  status: 'loading' | 'ready' | 'error';
  blogs: readonly Blog[];
  /** §8: the server message, else 'No se pudo conectar al servidor. Intenta nuevamente.' */
  error?: string | null;
  publicDomain?: string;
  onRetry?: () => void;
  /** Enters the panel of a blog, as in the picker. */
  onEnter?: (input: { uuid: string }) => void;
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
  editor: BlogEditorState;
  isSaving?: boolean;
  saveError?: string | null;
  onSave: (values: BlogFormValues) => void;
  onCloseEditor: () => void;
};

/** §2.1 super admin blogs: every blog, with 'Nuevo Blog' and an edit (plan included) per row. */
export function SuperAdminBlogsScreen({
  status,
  blogs,
  error,
  publicDomain,
  onRetry,
  onEnter,
  onCreate,
  onEdit,
  editor,
  isSaving,
  saveError,
  onSave,
  onCloseEditor,
}: SuperAdminBlogsScreenProps) {
  const table = (
    <BlogTable
      caption="Todos los blogs"
      blogs={status === 'ready' ? blogs : []}
      isLoading={status === 'loading'}
      empty={BLOG_MESSAGES.empty}
      publicDomain={publicDomain}
      onEnter={onEnter}
      onEdit={onEdit}
    />
  );

  return (
    <section aria-labelledby="super-admin-blogs-title">
      <PageHeader>
        <h1 id="super-admin-blogs-title">Gestionar Blogs</h1>
        <HeaderActions>
          <Button onClick={() => onCreate()}>Nuevo Blog</Button>
        </HeaderActions>
      </PageHeader>
      {status === 'error' ? (
        <ErrorRow>
          <Alert tone="error">{error || BLOG_MESSAGES.listFailed}</Alert>
          {onRetry ? (
            <Button variant="secondary" onClick={() => onRetry()}>
              Reintentar
            </Button>
          ) : null}
        </ErrorRow>
      ) : status === 'loading' ? (
        <LoadingRegion label="Cargando blogs...">{table}</LoadingRegion>
      ) : (
        table
      )}
      <BlogFormModal
        editor={editor}
        canChoosePlan
        isSaving={isSaving}
        saveError={saveError}
        publicDomain={publicDomain}
        onSave={onSave}
        onClose={onCloseEditor}
      />
    </section>
  );
}
