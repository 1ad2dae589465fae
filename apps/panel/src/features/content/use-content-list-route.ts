import { LANGUAGE_LABELS_ES, type Language, normalizeLanguage } from '@bitacora/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import type { ContentItem, ContentKind } from './content-kind.ts';
import { useContentList } from './use-content-list.ts';
import { useListFilterOptions } from './use-list-filter-options.ts';
import { useOwnedDeletion } from './use-owned-deletion.ts';
import { useUnschedule } from './use-unschedule.ts';

/** 'Idioma' among the filters once the blog writes in two languages or more. */
function languageFilter(languages: readonly Language[]) {
  if (languages.length < 2) return {};
  return {
    languages: languages.map((code) => ({ value: code, label: LANGUAGE_LABELS_ES[code] })),
  };
}

/**
 * What the posts and pages lists share (docs/product.md#post-and-page-lists): a page at a time
 * with the search, filters and order the address holds, bulk actions, 'Desprogramar', and delete
 * (to the trash) after the screen's confirmation, each with the kind's calls and texts.
 */
export function useContentListRoute<Item extends ContentItem>(kind: ContentKind<Item>) {
  const api = useApi();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const calls = useMemo(() => kind.calls(api), [kind, api]);
  const { list, paging, bulk, languages } = useContentList<Item>({
    load: blog ? (query) => calls.list(blog.id, query) : null,
    bulk: calls.bulk,
    what: kind.whatPlural,
  });
  const options = useListFilterOptions(api, blog?.id ?? null, user, kind.kind);
  const deletion = useOwnedDeletion({
    list,
    user,
    permission: kind.deletePermission,
    remove: calls.remove,
    what: kind.what,
    fallback: kind.deleteFailed,
  });
  const unschedule = useUnschedule({ list, toDraft: calls.toDraft, what: kind.what });

  return {
    blog,
    items: list.items,
    /** The props both list screens take alike. */
    listProps: {
      viewer: user,
      status: activeBlog.status === 'error' ? ('error' as const) : list.status,
      error: serverText(list.error),
      onRetry: () => void list.reload(),
      deleteError: deletion.deleteError ?? unschedule.unscheduleError,
      deletingUuid: deletion.deletingUuid,
      onNavigate: ({ href }: { href: string }) => navigate(href),
      onDelete: ({ uuid }: { uuid: string }) => void deletion.onDelete(uuid),
      onUnschedule: ({ uuid }: { uuid: string }) => void unschedule.onUnschedule(uuid),
      unschedulingUuid: unschedule.unschedulingUuid,
      timeZone: blog?.timeZone,
      paging: { ...paging, options: { ...options, ...languageFilter(languages) } },
      bulk,
      showLanguages: languages.length > 1,
    },
    /** The blog's main language: its items' addresses carry no code. */
    mainLanguage: languages[0] ?? normalizeLanguage(blog?.language),
  };
}
