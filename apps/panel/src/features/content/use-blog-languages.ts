import type { Api } from '@bitacora/api';
import { blogLanguages, type Language, normalizeLanguage } from '@bitacora/domain';
import { useEffect, useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';

/**
 * The languages a category or series screen names: the blog's languages in use (as the posts
 * list answers them, its main one first) and those of the items listed, so a category alone in
 * its language still shows it.
 */
export function termLanguages(
  main: Language,
  inUse: readonly Language[],
  items: readonly { language?: Language | undefined }[],
): Language[] {
  return blogLanguages(main, [...inUse, ...items.map((item) => item.language)]);
}

/**
 * The active blog's languages in use, read from the posts list's answer (one row asked for):
 * the main one alone until it answers, or when it cannot be read, so a blog in one language
 * never shows 'Idioma'.
 */
export function useBlogLanguages(
  api: Pick<Api, 'posts'>,
  blog: { id: number; language?: string | null } | null,
): { main: Language; inUse: readonly Language[] } {
  const main = normalizeLanguage(blog?.language ?? undefined);
  const [inUse, setInUse] = useState<readonly Language[]>([]);
  const blogId = blog?.id ?? null;
  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    api.posts.list({ blogId, includeDrafts: true, limit: 1 }).then(
      (answer) => {
        if (!cancelled) setInUse(answer.languages);
      },
      (error: unknown) => {
        if (!isSessionEnd(error)) console.error('No se pudieron leer los idiomas del blog', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, blogId]);
  return { main: inUse[0] ?? main, inUse };
}
