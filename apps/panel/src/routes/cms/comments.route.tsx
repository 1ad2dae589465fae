import type { Comment } from '@bitacora/api';
import {
  type CommentStatusFilter,
  commentActionErrorMessage,
  commentDeleteErrorMessage,
  commentReplyErrorMessage,
  commentsLoadErrorMessage,
} from '@bitacora/domain';
import { CommentsScreen } from '@bitacora/ui';
import { useState } from 'react';
import { useApi } from '../../api/use-api.ts';
import { useActiveBlog } from '../../blog/use-active-blog.ts';
import { bodyOf, isSessionEnd } from '../../content/call-failure.ts';
import { listAll } from '../../content/list-all.ts';
import { useList } from '../../content/use-list.ts';

/**
 * Comments: status filter, 'Actualizar', and approve / reject / spam / delete after
 * confirmation; the row takes the server's answer on success. 'Responder' publishes the blog's
 * reply at once, listed first as the newest comment.
 */
export default function CommentsRoute() {
  const api = useApi();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const [filter, setFilter] = useState<CommentStatusFilter>('');
  const list = useList<Comment>(
    blog
      ? () => listAll((page) => api.comments.list({ blogId: blog.id, status: filter, ...page }))
      : null,
    'los comentarios',
    filter,
  );
  const [moderatingUuid, setModeratingUuid] = useState<string | null>(null);
  const [moderationError, setModerationError] = useState<string | null>(null);

  const moderate = async (uuid: string, action: Parameters<typeof api.comments.moderate>[1]) => {
    setModerationError(null);
    setModeratingUuid(uuid);
    try {
      const updated = await api.comments.moderate(uuid, action);
      list.setItems((items) =>
        items.map((item) => (item.uuid === uuid ? { ...item, ...updated } : item)),
      );
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo moderar el comentario', error);
        setModerationError(commentActionErrorMessage(action, bodyOf(error)));
      }
    } finally {
      setModeratingUuid(null);
    }
  };

  const [replyError, setReplyError] = useState<string | null>(null);
  const reply = async ({ uuid, content }: { uuid: string; content: string }) => {
    setReplyError(null);
    try {
      const created = await api.comments.reply(uuid, { content });
      if (filter === '' || filter === created.status) list.setItems((items) => [created, ...items]);
      return true;
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo responder al comentario', error);
        setReplyError(commentReplyErrorMessage(bodyOf(error)));
      }
      return false;
    }
  };

  const remove = async (uuid: string) => {
    setModerationError(null);
    setModeratingUuid(uuid);
    try {
      await api.comments.remove(uuid);
      // Its replies go with it.
      list.setItems((items) =>
        items.filter((item) => item.uuid !== uuid && item.parentUuid !== uuid),
      );
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo eliminar el comentario', error);
        setModerationError(commentDeleteErrorMessage(bodyOf(error)));
      }
    } finally {
      setModeratingUuid(null);
    }
  };

  return (
    <CommentsScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      comments={list.items}
      error={list.status === 'error' ? commentsLoadErrorMessage(bodyOf(list.error)) : null}
      filter={filter}
      onFilterChange={({ status }) => setFilter(status)}
      onRefresh={() => void list.reload()}
      onModerate={({ uuid, action }) => void moderate(uuid, action)}
      moderatingUuid={moderatingUuid}
      moderationError={moderationError}
      onDismissModerationError={() => setModerationError(null)}
      onReply={reply}
      replyError={replyError}
      onDelete={({ uuid }) => void remove(uuid)}
    />
  );
}
