import { createRequire } from 'node:module';
import { emailInput, type MemberImportReport } from '@bitacora/api/schemas';
import {
  importedPaidUntil,
  MEMBERSHIP_MESSAGES as M,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  type MemberImportRow,
  memberImportFormat,
  memberImportRow,
} from '@bitacora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { memberComps, members, memberTiers } from '../../platform/db/schema/index.ts';
import { badRequest, httpError } from '../../platform/http/errors.ts';
import { addImportedSubscribers } from '../newsletter/index.ts';

/*
 * Importing another platform's members into the panel's 'Miembros'
 * (docs/decisions/064-members-import-and-gifts.md): Ghost's and Substack's exports, read whole, checked,
 * then written in one transaction.
 */

type Parsed = { line: number; row: MemberImportRow };

const email = emailInput();

/** The file's records with their line, keys lower-cased; a 400 when it is not a readable CSV. */
function readCsv(bytes: Uint8Array): {
  format: NonNullable<ReturnType<typeof memberImportFormat>>;
  records: { line: number; record: Record<string, string> }[];
} {
  if (bytes.byteLength > MEMBER_IMPORT_MAX_BYTES) {
    throw httpError(413, { error: M.importTooLarge(MEMBER_IMPORT_MAX_BYTES / 1024 / 1024) });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(M.importUnreadable);
  }
  // A text file holds no NUL: this one is a binary (a spreadsheet, an image) named .csv.
  if (text.includes('\u0000')) throw badRequest(M.importUnreadable);
  let header: string[] = [];
  let parsed: { info: { lines: number }; record: Record<string, string> }[];
  try {
    // The CSV parser is required by the first import, not at start.
    const { parse } = createRequire(import.meta.url)(
      'csv-parse/sync',
    ) as typeof import('csv-parse/sync');
    parsed = parse(text, {
      columns: (names: string[]) => {
        header = names.map((name) => name.trim().toLowerCase());
        return header;
      },
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to_line: MEMBER_IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof parsed;
  } catch {
    throw badRequest(M.importUnreadable);
  }
  const format = memberImportFormat(header);
  if (!format) throw badRequest(M.importNoEmailColumn);
  if (parsed.length > MEMBER_IMPORT_MAX_ROWS) {
    throw badRequest(M.importTooManyRows(MEMBER_IMPORT_MAX_ROWS));
  }
  return {
    format,
    records: parsed.map(({ info, record }) => ({ line: info.lines, record })),
  };
}

/** The blog's paid tiers by lower-cased name, to match the tier a file names. */
async function paidTiersByName(db: Queryable, blogId: number) {
  const rows = await db
    .select({ id: memberTiers.id, name: memberTiers.name })
    .from(memberTiers)
    .where(and(eq(memberTiers.blogId, blogId), eq(memberTiers.free, false)));
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
}

/**
 * `POST /api/members/import`: a Ghost or Substack members CSV into the blog. New addresses
 * become members; a member already there keeps its row, and only gains a missing name or, when
 * free, the gift the file gives it; a repeated or deleted row is skipped, a row without a valid
 * address is reported with its line. Gifts: a comp there is a gift with no end; a paying member
 * there cannot bring the payment, so is given one until the file's end of period, else
 * `paidUntil`, else a month. Consent to mails (only where the file states it) subscribes the
 * address, confirmed, unless it is on the list already. Everything is one transaction.
 */
export async function importMembers(
  db: Database,
  blogId: number,
  file: Uint8Array,
  options: { paidUntil?: Date | null },
  now: Date,
): Promise<MemberImportReport> {
  const { format, records } = readCsv(file);
  const report: MemberImportReport = { imported: 0, updated: 0, skipped: 0, comped: 0, errors: [] };
  const rows: Parsed[] = [];
  const seen = new Set<string>();
  for (const { line, record } of records) {
    const row = memberImportRow(format, record);
    if (row.deleted) {
      report.skipped += 1;
    } else if (!email.safeParse(row.email).success) {
      report.errors.push({ line, message: M.importEmailInvalid });
    } else if (seen.has(row.email)) {
      report.skipped += 1;
    } else {
      seen.add(row.email);
      rows.push({ line, row });
    }
  }
  if (options.paidUntil && options.paidUntil <= now) throw badRequest(M.compUntilPast);

  await db.transaction(async (tx) => {
    const tiers = await paidTiersByName(tx, blogId);
    const subscribed = await addImportedSubscribers(
      tx,
      blogId,
      rows.filter(({ row }) => row.newsletter).map(({ row }) => row),
      now,
    );
    const giftOf = (row: MemberImportRow) =>
      row.access === 'free'
        ? null
        : {
            tierId: row.tierName ? (tiers.get(row.tierName.toLowerCase()) ?? null) : null,
            until:
              row.access === 'paid'
                ? importedPaidUntil(row, options.paidUntil ?? null, now)
                : row.paidUntil && row.paidUntil > now
                  ? row.paidUntil
                  : null,
          };
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const existing = new Map(
        (
          await tx
            .select({
              id: members.id,
              email: members.email,
              name: members.name,
              status: members.status,
            })
            .from(members)
            .where(
              and(
                eq(members.blogId, blogId),
                inArray(
                  members.email,
                  batch.map(({ row }) => row.email),
                ),
              ),
            )
        ).map((m) => [m.email, m]),
      );
      const gifts: (typeof memberComps.$inferInsert)[] = [];
      const fresh = batch.filter(({ row }) => !existing.has(row.email));
      if (fresh.length > 0) {
        const inserted = await tx
          .insert(members)
          .values(
            fresh.map(({ row }) => ({
              blogId,
              email: row.email,
              name: row.name,
              status: row.access === 'free' ? 'free' : 'comped',
              createdAt: row.joinedAt && row.joinedAt < now ? row.joinedAt : now,
            })),
          )
          .returning({ id: members.id, email: members.email });
        const ids = new Map(inserted.map((m) => [m.email, m.id]));
        for (const { row } of fresh) {
          report.imported += 1;
          const gift = giftOf(row);
          const memberId = ids.get(row.email);
          if (gift && memberId) gifts.push({ blogId, memberId, ...gift });
        }
      }
      for (const { row } of batch) {
        const member = existing.get(row.email);
        if (!member) continue;
        const gift = member.status === 'free' ? giftOf(row) : null;
        const name = !member.name && row.name ? row.name : undefined;
        if (gift || name) {
          await tx
            .update(members)
            .set({ ...(name ? { name } : {}), ...(gift ? { status: 'comped' } : {}) })
            .where(eq(members.id, member.id));
          if (gift) gifts.push({ blogId, memberId: member.id, ...gift });
        }
        if (gift || name || subscribed.has(row.email)) report.updated += 1;
        else report.skipped += 1;
      }
      if (gifts.length > 0) {
        const given = await tx
          .insert(memberComps)
          .values(gifts)
          .onConflictDoNothing()
          .returning({ id: memberComps.id });
        report.comped += given.length;
      }
    }
  });
  return report;
}
