import { BLOG_MESSAGES } from '@bitacora/domain';
import { ListLoadState } from '../list-screen';
import { BlogTable, type BlogTableProps } from './blog-table';

export type BlogListProps = Omit<BlogTableProps, 'isLoading' | 'empty'> & {
  status: 'loading' | 'ready' | 'error';
  /**
   * The server message, else 'No se pudo conectar al servidor. Intenta nuevamente.'
   * (docs/product.md#blog-messages)
   */
  error?: string | null;
  onRetry?: () => void;
};

/** The blog picker's and the super admin's table of blogs, in its three states. */
export function BlogList({ status, error, onRetry, blogs, ...table }: BlogListProps) {
  return (
    <ListLoadState
      status={status}
      error={error}
      loadFailed={BLOG_MESSAGES.listFailed}
      onRetry={onRetry}
      loadingLabel="Cargando blogs..."
    >
      <BlogTable
        {...table}
        blogs={status === 'ready' ? blogs : []}
        isLoading={status === 'loading'}
        empty={BLOG_MESSAGES.empty}
      />
    </ListLoadState>
  );
}
