import {
  MENU_FIELD_MESSAGES,
  MENU_MESSAGES,
  MENU_ORDER_EMPTY_DEFAULT,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';
import {
  blogIdBodyInput,
  idInput,
  idSchema,
  MAX_ID,
  nullableIdInput,
  safeString,
  TEXT_LIMITS,
} from './common.schema.ts';

/**
 * A menu URL: http://, https:// or a site path (the spec's '{host}' read as http://,
 * docs/architecture.md#content-and-forms).
 */
export const MENU_URL_PATTERN = /^(?:https?:\/\/|\/)/;

/** Menu item. */
export const menuItemSchema = z.object({
  id: idSchema,
  label: z.string(),
  url: z.string(),
  order: z.number().int(),
  parentId: idSchema.nullable().optional(),
  icon: z.string().nullable().optional(),
  blogId: idSchema,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

const ORDER_MESSAGE = SERVER_MESSAGES.menuOrderInvalid;

/** An order number from 0 to the column's 32-bit limit. */
const orderNumber = z
  .number()
  .int({ error: ORDER_MESSAGE })
  .min(0, { error: ORDER_MESSAGE })
  .max(MAX_ID, { error: ORDER_MESSAGE });

/** An order number ≥ 0 as a number or digits; empty (or null) is read as 0. */
const orderInput = z.union(
  [
    z.literal('').transform(() => MENU_ORDER_EMPTY_DEFAULT),
    z.null().transform(() => MENU_ORDER_EMPTY_DEFAULT),
    orderNumber,
    z.string().trim().regex(/^\d+$/, { error: ORDER_MESSAGE }).transform(Number).pipe(orderNumber),
  ],
  { error: ORDER_MESSAGE },
);

const menuFields = {
  label: safeString({
    required: MENU_MESSAGES.labelRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.name,
    tooLong: MENU_FIELD_MESSAGES.labelTooLong(TEXT_LIMITS.name),
  }),
  url: safeString({
    required: MENU_MESSAGES.urlRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.url,
    tooLong: MENU_FIELD_MESSAGES.urlTooLong(TEXT_LIMITS.url),
  }).regex(MENU_URL_PATTERN, { error: MENU_MESSAGES.urlInvalid }),
  order: orderInput,
  parentId: nullableIdInput(MENU_FIELD_MESSAGES.parentInvalid).optional(),
  icon: z
    .union([
      z.null(),
      safeString({ max: TEXT_LIMITS.name, tooLong: MENU_FIELD_MESSAGES.iconTooLong }),
    ])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  blogId: blogIdBodyInput,
};

/** `POST /api/menu`: label and URL trimmed, order ≥ 0 (0 when empty), optional parent and icon. */
export const createMenuItemBodySchema = z.object({
  ...menuFields,
  order: orderInput.optional().default(MENU_ORDER_EMPTY_DEFAULT),
});
export type CreateMenuItemBody = z.input<typeof createMenuItemBodySchema>;
export type CreateMenuItemData = z.output<typeof createMenuItemBodySchema>;

/** `PATCH /api/menu/{id}`: any subset of the create fields. */
export const updateMenuItemBodySchema = z.object(menuFields).partial();
export type UpdateMenuItemBody = z.input<typeof updateMenuItemBodySchema>;
export type UpdateMenuItemData = z.output<typeof updateMenuItemBodySchema>;

/** `PATCH /api/menu/reorder`: every item's new order (from 1 across all items). */
export const reorderMenuBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: idInput(MENU_FIELD_MESSAGES.itemInvalid),
        order: orderNumber,
      }),
      { error: MENU_FIELD_MESSAGES.itemsInvalid },
    )
    .max(1000, { error: MENU_FIELD_MESSAGES.tooManyItems }),
  blogId: blogIdBodyInput,
});
export type ReorderMenuBody = z.input<typeof reorderMenuBodySchema>;
export type ReorderMenuData = z.output<typeof reorderMenuBodySchema>;
