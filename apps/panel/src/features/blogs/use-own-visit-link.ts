import type { Api } from '@bitacora/api';
import { useEffect, useState } from 'react';

interface Held {
  blogId: number;
  link: string;
  /** Half its life: the next screen change asks for a fresh one. */
  renewAt: number;
}

/**
 * The signed link behind 'Ver blog', which leaves the member's mark on the blog's host so their
 * own visits are not counted (docs/decisions/038-members-not-counted.md). Read when the blog is
 * known and again, on a screen change, once half its hour is spent. Null until then or when the
 * call fails: 'Ver blog' then goes straight to the blog.
 */
export function useOwnVisitLink(api: Api, blogId: number | null, path: string): string | null {
  const [held, setHeld] = useState<Held | null>(null);
  const fresh = held !== null && held.blogId === blogId && Date.now() < held.renewAt;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again on each screen change
  useEffect(() => {
    if (blogId === null || fresh) return;
    let live = true;
    api.analytics
      .getOwnVisitLink(blogId)
      .then((answer) => {
        if (!live) return;
        const now = Date.now();
        const renewAt = now + Math.max(0, Date.parse(answer.expiresAt) - now) / 2;
        setHeld({ blogId, link: answer.link, renewAt });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, blogId, path]);

  return held !== null && held.blogId === blogId ? held.link : null;
}
