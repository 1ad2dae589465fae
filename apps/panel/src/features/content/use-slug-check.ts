import type { CheckSlugQuery, CheckSlugResponse } from '@bitacora/api';
import { type Language, shouldCheckSlugAvailability } from '@bitacora/domain';
import type { SlugAvailability } from '@bitacora/ui';
import { useCallback, useRef, useState } from 'react';

type CheckSlug = (query: CheckSlugQuery) => Promise<CheckSlugResponse>;

/**
 * Slug availability on blur, in the language the form has chosen: skipped for an empty slug and
 * for an unchanged slug in the saved language when editing; a failing check is ignored (logged).
 */
export function useSlugCheck(
  check: CheckSlug,
  record: { uuid: string; slug: string; language?: Language } | null | undefined,
) {
  const [availability, setAvailability] = useState<SlugAvailability>({ status: 'idle' });
  const latest = useRef(0);

  const onCheck = useCallback(
    async (raw: string, language?: Language) => {
      const slug = raw.trim();
      const isEditing = record != null;
      // The saved slug is free in its own language only: another language asks again.
      const moved = language !== undefined && language !== record?.language;
      const originalSlug = moved ? undefined : record?.slug;
      if (!shouldCheckSlugAvailability({ slug, originalSlug, isEditing: isEditing && !moved })) {
        setAvailability({ status: 'idle' });
        return;
      }
      latest.current += 1;
      const mine = latest.current;
      setAvailability({ status: 'checking', slug });
      try {
        const query = isEditing ? { slug, excludeUuid: record.uuid } : { slug };
        const answer = await check(language === undefined ? query : { ...query, language });
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
