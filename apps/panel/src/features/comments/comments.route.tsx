import { type BulkCommentsResult, type Comment, isApiError } from '@bitacora/api';
import {
  COMMENT_MESSAGES,
  type CommentBulkAction,
  commentActionErrorMessage,
  commentBulkDoneMessage,
  commentBulkSkippedMessage,
  commentDeleteErrorMessage,
  commentReplyErrorMessage,
  commentsLoadErrorMessage,
} from '@bitacora/domain';
import { CommentsScreen } from '@bitacora/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { bodyOf, isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import {
  addressOfCommentsQuery,
  type CommentsQuery,
  commentsQueryFromAddress,
} from './comments-address.ts';
import { useRefreshPendingComments } from './pending-comments.tsx';

/** How long an approval's toast offers 'Deshacer'. */
const UNDO_MS = 8000;

/**
 * The refused comments of a 409's `details`, read by hand: a value from the API's schemas
 * would bring zod into the panel (see use-content-list.ts).
 */
function refusedUuids(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || !('refused' in details)) return [];
  const { refused } = details;
  if (!Array.isArray(refused)) return [];
  return refused.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'uuid' in item && typeof item.uuid === 'string'
      ? [item.uuid]
      : [],
  );
}

/**
 * Comments, a page at a time with the status, search and page the address holds; moderation
 * one by one or of the ticked ones in one request. Approving asks nothing and offers
 * 'Deshacer' in its toast; rejecting, spam and deleting ask first. Each action reads the
 * sidebar's pending count again.
 */
export default function CommentsRoute() {
  const api = useApi();
  const toast = useToast();
  const refreshPending = useRefreshPendingComments();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => commentsQueryFromAddress(params), [params]);
  const address = addressOfCommentsQuery(query).toString();
  const setQuery = useCallback(
    (changes: Partial<CommentsQuery>) =>
      setParams(addressOfCommentsQuery({ ...query, page: 1, ...changes })),
    [query, setParams],
  );
  const [total, setTotal] = useState(0);
  const list = useList<Comment>(
    blog
      ? async () => {
          const answer = await api.comments.list({
            blogId: blog.id,
            status: query.status,
            search: query.search || undefined,
            page: query.page,
            limit: query.pageSize,
          });
          setTotal(answer.total);
          return answer.data;
        }
      : null,
    'los comentarios',
    address,
  );
  // What went to Spam lately, for the screen's note; read with the list and after each action.
  const [recentSpam, setRecentSpam] = useState(0);
  const blogId = blog?.id ?? null;
  const readRecentSpam = useCallback(() => {
    if (blogId === null) return;
    api.comments
      .pendingCount()
      .then((answer) => setRecentSpam(answer.spam))
      .catch((error: unknown) => {
        if (!isSessionEnd(error)) console.error('No se pudo leer el spam reciente', error);
      });
  }, [api, blogId]);
  useEffect(() => readRecentSpam(), [readRecentSpam]);
  const refreshCounts = () => {
    refreshPending();
    readRecentSpam();
  };
  const items = useRef(list.items);
  items.current = list.items;
  const [moderatingUuid, setModeratingUuid] = useState<string | null>(null);
  const [moderationError, setModerationError] = useState<string | null>(null);

  /** Gives back each comment's earlier status; the list and the badge are read again. */
  const undoApproval = async (changed: BulkCommentsResult['changed']) => {
    const back = changed.flatMap(({ uuid, from }) =>
      from === 'PENDING' || from === 'REJECTED' ? [{ uuid, status: from }] : [],
    );
    if (back.length === 0) return;
    try {
      const result = await api.comments.bulk({ action: 'unapprove', items: back });
      toast(commentBulkDoneMessage('unapprove', result.count), { tone: 'info' });
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo deshacer la aprobación', error);
      toast(serverText(error) ?? COMMENT_MESSAGES.undoFailed, { tone: 'error', durationMs: 6000 });
    }
    refreshCounts();
    await list.reload();
  };

  const approvedToast = (result: BulkCommentsResult) => {
    const skipped =
      result.skipped.length > 0 ? `. ${commentBulkSkippedMessage(result.skipped.length)}` : '';
    toast(`${commentBulkDoneMessage(result.action, result.count)}${skipped}`, {
      tone: result.count > 0 ? 'success' : 'info',
      durationMs: result.count > 0 && result.action === 'approve' ? UNDO_MS : 4000,
      action:
        result.count > 0 && result.action === 'approve'
          ? { label: COMMENT_MESSAGES.undo, onAction: () => void undoApproval(result.changed) }
          : undefined,
    });
  };

  const moderate = async (uuid: string, action: Parameters<typeof api.comments.moderate>[1]) => {
    setModerationError(null);
    setModeratingUuid(uuid);
    const before = items.current.find((item) => item.uuid === uuid)?.status;
    try {
      const updated = await api.comments.moderate(uuid, action);
      list.setItems((rows) =>
        rows.map((item) => (item.uuid === uuid ? { ...item, ...updated } : item)),
      );
      refreshCounts();
      if ((action === 'approve' || action === 'not-spam') && before) {
        approvedToast({ action, count: 1, changed: [{ uuid, from: before }], skipped: [] });
      }
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo moderar el comentario', error);
        setModerationError(commentActionErrorMessage(action, bodyOf(error)));
      }
    } finally {
      setModeratingUuid(null);
    }
  };

  const [applying, setApplying] = useState(false);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const applyBulk = async ({ uuids, action }: { uuids: string[]; action: CommentBulkAction }) => {
    setApplying(true);
    setBulkError(null);
    setModerationError(null);
    try {
      const result = await api.comments.bulk({ action, uuids });
      approvedToast(result);
      refreshCounts();
      await list.reload();
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo aplicar la acción a los comentarios', error);
        const text = serverText(error) ?? COMMENT_MESSAGES.bulkFailed;
        const refused = refusedUuids(isApiError(error) ? error.details : undefined);
        const names = refused.map(
          (uuid) => items.current.find((item) => item.uuid === uuid)?.authorName ?? uuid,
        );
        setBulkError(names.length > 0 ? `${text}: ${names.join(', ')}` : text);
      }
    } finally {
      setApplying(false);
    }
  };

  const [replyError, setReplyError] = useState<string | null>(null);
  const reply = async ({ uuid, content }: { uuid: string; content: string }) => {
    setReplyError(null);
    try {
      const created = await api.comments.reply(uuid, { content });
      if (query.status === '' || query.status === created.status) {
        list.setItems((rows) => [created, ...rows]);
      }
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
      list.setItems((rows) =>
        rows.filter((item) => item.uuid !== uuid && item.parentUuid !== uuid),
      );
      refreshCounts();
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
      filter={query.status}
      onFilterChange={({ status }) => setQuery({ status })}
      search={query.search}
      onSearch={({ search }) => setQuery({ search })}
      onRefresh={() => {
        refreshCounts();
        void list.reload();
      }}
      onModerate={({ uuid, action }) => void moderate(uuid, action)}
      moderatingUuid={moderatingUuid}
      moderationError={moderationError}
      onDismissModerationError={() => setModerationError(null)}
      onReply={reply}
      replyError={replyError}
      onDelete={({ uuid }) => void remove(uuid)}
      paging={{
        page: query.page,
        pageSize: query.pageSize,
        total,
        onPage: (page) => setQuery({ page }),
        onPageSize: (pageSize) => setQuery({ pageSize }),
      }}
      recentSpam={recentSpam}
      bulk={{
        onApply: (input) => void applyBulk(input),
        isApplying: applying,
        error: bulkError,
        onDismissError: () => setBulkError(null),
      }}
    />
  );
}
