import { type Actor, can } from '@bitacora/domain';
import type { SelectOption } from '@bitacora/ui';
import { useEffect, useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import type { useApi } from '../../api/use-api.ts';

type Api = ReturnType<typeof useApi>;
type Options = {
  categories?: SelectOption[];
  tags?: SelectOption[];
  authors?: SelectOption[];
  series?: SelectOption[];
};

const option = (value: number, label: string | null | undefined): SelectOption => ({
  value: String(value),
  label: label?.trim() || `#${value}`,
});

/**
 * The choices of a list's filters, read once per blog. The authors come from the blog's users,
 * which only its administrators may list: without them the filter is not offered. A filter
 * whose choices fail to load is left out; the list still works.
 */
export function useListFilterOptions(
  api: Api,
  blogId: number | null,
  viewer: Actor | null,
  kind: 'post' | 'page',
): Options {
  const [options, setOptions] = useState<Options>({});
  const mayListAuthors = can(viewer, 'read:user');
  useEffect(() => {
    if (blogId === null) return;
    let live = true;
    const quietly = <T>(what: string, load: () => Promise<T[]>) =>
      load().catch((error: unknown) => {
        if (!isSessionEnd(error)) console.error(`No se pudieron cargar ${what}`, error);
        return undefined;
      });
    void Promise.all([
      kind === 'post'
        ? quietly('las categorías', () =>
            listAll((page) => api.categories.list({ blogId, ...page })),
          )
        : undefined,
      kind === 'post'
        ? quietly('las etiquetas', () => listAll((page) => api.tags.list({ blogId, ...page })))
        : undefined,
      kind === 'post'
        ? quietly('las series', () => listAll((page) => api.series.list({ blogId, ...page })))
        : undefined,
      mayListAuthors
        ? quietly('los autores', () => listAll((page) => api.users.list({ blogId, ...page })))
        : undefined,
    ]).then(([categories, tags, series, users]) => {
      if (!live) return;
      setOptions({
        categories: categories?.map((c) => option(c.id, c.name)),
        tags: tags?.map((t) => option(t.id, t.name)),
        series: series?.map((s) => option(s.id, s.title)),
        authors: users?.map((u) => option(u.id, u.name || u.email)),
      });
    });
    return () => {
      live = false;
    };
  }, [api, blogId, kind, mayListAuthors]);
  return options;
}
