import type { User } from '@bitacora/api';
import { UsersListScreen } from '@bitacora/ui';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useActiveBlog } from '../../blog/use-active-blog.ts';
import { serverText } from '../../content/call-failure.ts';
import { listAll } from '../../content/list-all.ts';
import { useList } from '../../content/use-list.ts';

/** §2.3 user list: the blog's members, 'Nuevo Usuario' and the edit action. */
export default function UsersListRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<User>(
    blog ? () => listAll((page) => api.users.list({ blogId: blog.id, ...page })) : null,
    'los usuarios',
  );

  return (
    <UsersListScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      users={list.items}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      onCreate={() => navigate('/cms/users/new')}
      onEdit={({ uuid }) => navigate(`/cms/user/edit/${encodeURIComponent(uuid)}`)}
    />
  );
}
