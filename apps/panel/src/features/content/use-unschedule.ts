import { TRASH_MESSAGES } from '@bitacora/domain';
import { useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useToast } from '../../feedback/feedback.tsx';

interface Unschedulable {
  uuid: string;
  title: string;
}

interface Unschedule<T extends Unschedulable> {
  list: { items: T[]; setItems: (update: (items: T[]) => T[]) => void };
  /** Saves the item as a draft and answers it as saved. */
  toDraft: (item: T) => Promise<T>;
  /** For the log: 'el post'. */
  what: string;
}

/**
 * 'Desprogramar' in a list: the scheduled row goes back to draft, its new state shown in place.
 * A failure shows the server's text where a failed deletion would.
 */
export function useUnschedule<T extends Unschedulable>({ list, toDraft, what }: Unschedule<T>) {
  const toast = useToast();
  const [unschedulingUuid, setUnschedulingUuid] = useState<string | null>(null);
  const [unscheduleError, setUnscheduleError] = useState<string | null>(null);

  const onUnschedule = async (uuid: string) => {
    const item = list.items.find((row) => row.uuid === uuid);
    if (!item) return;
    setUnscheduleError(null);
    setUnschedulingUuid(uuid);
    try {
      const saved = await toDraft(item);
      list.setItems((items) => items.map((row) => (row.uuid === uuid ? saved : row)));
      toast(TRASH_MESSAGES.unscheduled(item.title));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error(`No se pudo desprogramar ${what}`, error);
        setUnscheduleError(serverText(error) ?? TRASH_MESSAGES.unscheduleFailed);
      }
    } finally {
      setUnschedulingUuid(null);
    }
  };

  return { unschedulingUuid, unscheduleError, onUnschedule };
}
