import { normalizeSubscriberEmail } from '../newsletter/newsletter.ts';

/*
 * Reading another platform's export of members (docs/decisions/064-members-import-and-gifts.md): Ghost's
 * members CSV, Substack's subscribers CSV (the dashboard's and the data export's
 * `email_list`), and Bitácora's own export. One row of the file becomes what the import writes.
 */

/** A larger or longer file is refused whole. */
export const MEMBER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const MEMBER_IMPORT_MAX_ROWS = 50_000;

/**
 * Days a member who paid on the other platform keeps paid access when neither the file nor the
 * admin says until when: a month to take a membership here.
 */
export const MEMBER_IMPORT_PAID_DAYS = 30;

export type MemberImportFormat = 'ghost' | 'substack' | 'substack-archive' | 'bitacora' | 'plain';

/**
 * Which export a header row is, from its column names (trimmed, lower-cased); null when it has
 * no `email` column, which every known export has.
 */
export function memberImportFormat(columns: readonly string[]): MemberImportFormat | null {
  const has = new Set(columns.map((c) => c.trim().toLowerCase()));
  if (!has.has('email')) return null;
  if (has.has('complimentary_plan') || has.has('subscribed_to_emails')) return 'ghost';
  if (has.has('subscription type')) return 'substack';
  if (has.has('active_subscription')) return 'substack-archive';
  if (has.has('status') && has.has('newsletter')) return 'bitacora';
  return 'plain';
}

/** What one row says of its reader. */
export interface MemberImportRow {
  /** Normalised as every member's address is; whether it is an address is the caller's check. */
  email: string;
  name: string;
  /** `comped`: a gift there; `paid`: paying there, which cannot move to another provider. */
  access: 'free' | 'comped' | 'paid';
  /** Only a stated yes: the reader takes the newsletter. */
  newsletter: boolean;
  /** Where the file says when the paid period there ends. */
  paidUntil: Date | null;
  /** The tier it names, to be matched with the blog's own by name. */
  tierName: string | null;
  /** A member the other platform deleted: not imported. */
  deleted: boolean;
  /** When they joined there (`created_at`, Substack's `start date`), if the file says. */
  joinedAt: Date | null;
}

const YES = new Set(['true', 'yes', 'y', '1', 'si', 'sí']);
const isYes = (value: string | undefined) => YES.has((value ?? '').trim().toLowerCase());

function dateOf(value: string | undefined): Date | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A member's name as stored: trimmed, at most 100 characters (emoji kept whole). */
const nameOf = (value: string | undefined) =>
  Array.from((value ?? '').trim())
    .slice(0, 100)
    .join('');

function accessOfSubstackType(type: string): MemberImportRow['access'] {
  // 'Free', 'Paid - Monthly', 'Paid - Annual', 'Founding', 'Gift - Annual', 'Comp'.
  const t = type.toLowerCase();
  if (t.includes('comp')) return 'comped';
  if (t.includes('paid') || t.includes('founding') || t.includes('gift')) return 'paid';
  return 'free';
}

/**
 * One record of a file of `format` (its keys the header's names, lower-cased) as a member.
 * Ghost: `complimentary_plan` is a gift, a Stripe customer with a tier is paying, and
 * `subscribed_to_emails` is the newsletter. Substack's dashboard: the `subscription type`; its
 * `email_list`: `active_subscription`, `plan` ('comp'), `expiry` and `email_disabled`.
 * Bitácora: its own `status`, `tier`, `newsletter` and a gift's end, `comp_until`.
 */
export function memberImportRow(
  format: MemberImportFormat,
  record: Readonly<Record<string, string | undefined>>,
): MemberImportRow {
  const row: MemberImportRow = {
    email: normalizeSubscriberEmail(record.email ?? ''),
    name: nameOf(record.name),
    access: 'free',
    newsletter: false,
    paidUntil: null,
    tierName: null,
    deleted: false,
    joinedAt: dateOf(record.created_at ?? record['start date']),
  };
  if (format === 'ghost') {
    const tier = (record.tiers ?? '').split(',')[0]?.trim() ?? '';
    row.deleted = (record.deleted_at ?? '').trim() !== '';
    row.newsletter = isYes(record.subscribed_to_emails);
    row.tierName = tier || null;
    if (isYes(record.complimentary_plan)) row.access = 'comped';
    else if ((record.stripe_customer_id ?? '').trim() && tier) row.access = 'paid';
  } else if (format === 'substack') {
    row.access = accessOfSubstackType(record['subscription type'] ?? '');
  } else if (format === 'substack-archive') {
    const plan = (record.plan ?? '').trim().toLowerCase();
    if (isYes(record.active_subscription)) {
      row.access = plan === 'comp' ? 'comped' : 'paid';
      row.paidUntil = dateOf(record.expiry);
    }
    row.newsletter = (record.email_disabled ?? '').trim() !== '' && !isYes(record.email_disabled);
  } else if (format === 'bitacora') {
    const status = (record.status ?? '').trim().toLowerCase();
    row.access = status === 'paid' || status === 'comped' ? status : 'free';
    row.newsletter = isYes(record.newsletter);
    row.tierName = (record.tier ?? '').trim() || null;
    row.paidUntil = dateOf(record.comp_until);
  }
  return row;
}

/** Until when a paying member of the other platform keeps paid access here, as a gift. */
export function importedPaidUntil(
  row: Pick<MemberImportRow, 'paidUntil'>,
  chosen: Date | null,
  now: Date,
): Date {
  if (row.paidUntil && row.paidUntil > now) return row.paidUntil;
  return chosen ?? new Date(now.getTime() + MEMBER_IMPORT_PAID_DAYS * 86_400_000);
}
