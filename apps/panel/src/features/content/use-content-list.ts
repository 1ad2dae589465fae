import { type BulkRefusals, type ContentListResponse, isApiError } from '@bitacora/api';
import type { Language } from '@bitacora/domain';
import type { BulkRequest, ContentListQuery } from '@bitacora/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useList } from '../../api/use-list.ts';
import { addressOfListQuery, apiListQuery, listQueryFromAddress } from './list-address.ts';

type Row = { id: number; title: string };

const BULK_FAILED = 'No se pudo aplicar la acción. Inténtalo de nuevo.';

/**
 * The refused items of a 409's `details`, read by hand: a value from the API's schemas would
 * bring zod into the panel, whose schemas test `new Function` as they are built, which the
 * panel's Trusted Types policy refuses.
 */
function refusedOf(details: unknown): BulkRefusals['refused'] | null {
  if (typeof details !== 'object' || details === null || !('refused' in details)) return null;
  const { refused } = details;
  if (!Array.isArray(refused)) return null;
  const valid = refused.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      'id' in item &&
      typeof item.id === 'number' &&
      'reason' in item &&
      (item.reason === 'not-found' || item.reason === 'forbidden'),
  );
  return valid ? (refused as BulkRefusals['refused']) : null;
}

/** The server's refusal, naming each refused row by its title. */
function bulkFailureText(error: unknown, rows: readonly Row[]): string {
  const text = serverText(error) ?? BULK_FAILED;
  const refused = refusedOf(isApiError(error) ? error.details : undefined);
  if (refused === null) return text;
  const names = refused.map(({ id }) => rows.find((row) => row.id === id)?.title ?? `#${id}`);
  return `${text}: ${names.join(', ')}`;
}

/**
 * A post or page list read page by page from the server with the query the address holds
 * (docs/product.md#post-and-page-lists), and its bulk actions: after one, the page is read again.
 */
export function useContentList<T extends Row>(options: {
  /** Null while the blog is not known. */
  load: ((query: ReturnType<typeof apiListQuery>) => Promise<ContentListResponse<T>>) | null;
  bulk: (ids: number[], request: BulkRequest) => Promise<unknown>;
  what: string;
}) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromAddress(params), [params]);
  const address = addressOfListQuery(query).toString();
  const [count, setCount] = useState<{ total: number; totalCapped?: boolean }>({ total: 0 });
  // The blog's languages in use, the main one first, as the last answer named them.
  const [languages, setLanguages] = useState<readonly Language[]>([]);
  const { load } = options;
  const list = useList<T>(
    load
      ? async () => {
          const answer = await load(apiListQuery(query));
          setCount({ total: answer.total, totalCapped: answer.totalCapped });
          setLanguages(answer.languages);
          return answer.data;
        }
      : null,
    options.what,
    address,
  );

  // A new query is a new history entry: back and forward walk the lists seen.
  const onQueryChange = useCallback(
    (next: ContentListQuery) => setParams(addressOfListQuery(next)),
    [setParams],
  );

  const [applying, setApplying] = useState(false);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const items = useRef(list.items);
  items.current = list.items;
  const { bulk } = options;
  const onBulk = useCallback(
    async (ids: number[], request: BulkRequest) => {
      setApplying(true);
      setBulkError(null);
      try {
        await bulk(ids, request);
        await list.reload();
      } catch (error) {
        if (!isSessionEnd(error)) {
          console.error(`No se pudo aplicar la acción a ${options.what}`, error);
          setBulkError(bulkFailureText(error, items.current));
        }
      } finally {
        setApplying(false);
      }
    },
    [bulk, list.reload, options.what],
  );

  return {
    list,
    paging: { query, onQueryChange, ...count },
    languages,
    bulk: {
      onApply: (ids: number[], request: BulkRequest) => void onBulk(ids, request),
      isApplying: applying,
      error: bulkError,
    },
  };
}
