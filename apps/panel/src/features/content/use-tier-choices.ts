import { memberEndpoints as members } from '@bitacora/api';
import { can, hasFeature } from '@bitacora/domain';
import { useEffect, useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';
import type { useApi } from '../../api/use-api.ts';

type Api = ReturnType<typeof useApi>;
/** A paid tier as the forms offer it. */
type TierChoice = { uuid: string; name: string };

/**
 * The blog's paid tiers, for the post and page forms' 'Niveles con acceso': on a PRO blog, for
 * whoever may list them (its ADMIN). Without them the form offers no choice and keeps the tiers
 * an item has, so an editor's save never changes them.
 */
export function useTierChoices(
  api: Api,
  blog: { id: number; plan: string } | null,
  user: Parameters<typeof can>[0],
): TierChoice[] {
  const [tiers, setTiers] = useState<TierChoice[]>([]);
  const mayList = blog !== null && hasFeature(blog.plan, 'members') && can(user, 'manage:settings');
  const blogId = blog?.id ?? null;
  useEffect(() => {
    if (!mayList || blogId === null) {
      setTiers([]);
      return;
    }
    let cancelled = false;
    members.tiers(api.client).then(
      (found) => {
        if (!cancelled)
          setTiers(
            found.tiers
              .filter((tier) => !tier.free)
              .map((tier) => ({ uuid: tier.uuid, name: tier.name })),
          );
      },
      (failure: unknown) => {
        if (!isSessionEnd(failure)) console.error('No se pudieron cargar los niveles', failure);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, blogId, mayList]);
  return tiers;
}
