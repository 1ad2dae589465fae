import { type Actor, can, type OwnedResource, type Permission } from '@bitacora/domain';
import { useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';

type OwnedItem = OwnedResource & { uuid: string };

interface OwnedDeletion<T extends OwnedItem> {
  /** The loaded list the row is taken from and removed from. */
  list: { items: T[]; setItems: (update: (items: T[]) => T[]) => void };
  user: Actor | null;
  /** The `:own` permission, so an AUTHOR is stopped before the call on another's row. */
  permission: Permission;
  remove: (item: T) => Promise<unknown>;
  /** For the log: 'el post'. */
  what: string;
  /** Shown when the server gives no text of its own; null shows nothing more. */
  fallback?: string | null;
}

/**
 * Deleting a row of a list of authored content (posts, pages, series), once the screen's
 * confirmation is accepted: the permission check, the row marked while it goes, the list
 * without it after, and the server's text (or the fallback) when it fails.
 */
export function useOwnedDeletion<T extends OwnedItem>(options: OwnedDeletion<T>) {
  const [deletingUuid, setDeletingUuid] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { list, user, permission, remove, what, fallback = null } = options;

  const onDelete = async (uuid: string) => {
    const item = list.items.find((row) => row.uuid === uuid);
    if (!item) return;
    setDeleteError(null);
    if (!can(user, permission, item)) {
      setDeleteError(PANEL_MESSAGES.noPermission);
      return;
    }
    setDeletingUuid(uuid);
    try {
      await remove(item);
      list.setItems((items) => items.filter((row) => row.uuid !== uuid));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error(`No se pudo eliminar ${what}`, error);
        setDeleteError(serverText(error) ?? fallback);
      }
    } finally {
      setDeletingUuid(null);
    }
  };

  return { deletingUuid, deleteError, onDelete };
}
