import { MENU_ORDER_EMPTY_DEFAULT, MENU_ORDER_MIN } from '../constants/constants.ts';
import type { FormErrors } from '../form-errors/form-errors.ts';
import { MENU_MESSAGES } from '../messages.es.ts';

/** A menu URL starts with http://, https:// or / (the spec's '{host}' read as 'http://'). */
export function isValidMenuUrl(url: string): boolean {
  return /^(?:https?:\/\/|\/)/i.test(url.trim());
}

export interface MenuItemInput {
  label: string;
  url: string;
  /** The form's order field: a number, or text as typed; empty means "not given". */
  order?: number | string | null;
}

export interface NormalizedMenuItem {
  label: string;
  url: string;
  order: number;
}

/** An empty order is 0; anything else as a number (NaN when it is not one). */
export function parseMenuOrder(order: number | string | null | undefined): number {
  if (order === null || order === undefined) return MENU_ORDER_EMPTY_DEFAULT;
  if (typeof order === 'number') return order;
  const trimmed = order.trim();
  return trimmed === '' ? MENU_ORDER_EMPTY_DEFAULT : Number(trimmed);
}

/** Label and URL trimmed, order defaulting to 0 when empty. */
export function normalizeMenuItem(input: MenuItemInput): NormalizedMenuItem {
  return { label: input.label.trim(), url: input.url.trim(), order: parseMenuOrder(input.order) };
}

export type MenuItemField = 'label' | 'url' | 'order';

/**
 * Menu item: label required, URL required and starting with http://, https:// or /, after
 * trimming. A given order must be a whole number ≥ 1 (the form's minimum); an empty one is
 * fine and becomes 0.
 */
export function validateMenuItem(input: MenuItemInput): FormErrors<MenuItemField> {
  const item = normalizeMenuItem(input);
  const errors: FormErrors<MenuItemField> = {};
  if (item.label === '') errors.label = MENU_MESSAGES.labelRequired;
  if (item.url === '') errors.url = MENU_MESSAGES.urlRequired;
  else if (!isValidMenuUrl(item.url)) errors.url = MENU_MESSAGES.urlInvalid;
  const isWholeFromOne = Number.isInteger(item.order) && item.order >= MENU_ORDER_MIN;
  if (!isEmptyOrder(input.order) && !isWholeFromOne) {
    errors.order = MENU_MESSAGES.orderInvalid;
  }
  return errors;
}

function isEmptyOrder(order: number | string | null | undefined): boolean {
  return (
    order === null || order === undefined || (typeof order === 'string' && order.trim() === '')
  );
}

/** Menu items in display order: by `order`, then by id for equal orders. */
export function sortMenuItems<T extends { id: number | string; order: number }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      a.order - b.order || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
  );
}

/**
 * Menu reorder: move the item at `from` to `to` (dropping it on another item) and renumber
 * every item's order from 1. Out-of-range indices leave the list as it was (a new array, same
 * items).
 */
export function reorderMenuItems<T extends { order: number }>(
  items: readonly T[],
  from: number,
  to: number,
): T[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < items.length;
  if (!inRange(from) || !inRange(to)) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved.map((entry, index) => ({ ...entry, order: index + MENU_ORDER_MIN }));
}

/** PATCH /api/menu/reorder: the items' ids and orders. */
export function menuReorderPayload<T extends { id: number | string; order: number }>(
  items: readonly T[],
): { id: T['id']; order: number }[] {
  return items.map(({ id, order }) => ({ id, order }));
}

/** The order a new item takes to land at the end of the menu (at least 1). */
export function nextMenuOrder(items: readonly { order: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.order), 0) + 1;
}
