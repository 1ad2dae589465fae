import type { CheckSlugQuery, CheckSlugResponse } from '@bitacora/api';
import { shouldCheckSlugAvailability } from '@bitacora/domain';
import type { SlugAvailability } from '@bitacora/ui';
import { useCallback, useRef, useState } from 'react';

type CheckSlug = (query: CheckSlugQuery) => Promise<CheckSlugResponse>;

/**
 * Slug availability on blur: skipped for an empty slug and for an unchanged slug when
 * editing; a failing check is ignored (logged only).
 */
export function useSlugCheck(
  check: CheckSlug,
  record: { uuid: string; slug: string } | null | undefined,
) {
  const [availability, setAvailability] = useState<SlugAvailability>({ status: 'idle' });
  const latest = useRef(0);

  const onCheck = useCallback(
    async (raw: string) => {
      const slug = raw.trim();
      const isEditing = record != null;
      if (!shouldCheckSlugAvailability({ slug, originalSlug: record?.slug, isEditing })) {
        setAvailability({ status: 'idle' });
        return;
      }
      latest.current += 1;
      const mine = latest.current;
      setAvailability({ status: 'checking', slug });
      try {
        const answer = await check(isEditing ? { slug, excludeUuid: record.uuid } : { slug });
        if (mine === latest.current) {
          setAvailability({ status: answer.exists ? 'taken' : 'available', slug });
        }
      } catch (error) {
        console.error('No se pudo comprobar el slug', error);
        if (mine === latest.current) setAvailability({ status: 'idle' });
      }
    },
    [check, record],
  );

  return { availability, onCheck };
}
