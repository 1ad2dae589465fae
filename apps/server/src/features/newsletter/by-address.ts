import {
  blogLanguages,
  type Language,
  normalizeLanguage,
  normalizeSubscriberEmail,
  type SubscriberState,
  subscriberState,
} from '@bitacora/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { posts, newsletterSubscribers as s } from '../../platform/db/schema/index.ts';

/*
 * A blog's subscriber by address, for the members' page (docs/decisions/058-members-sign-in-by-link.md):
 * a member and the subscriber of the same address are one person, one row each per blog.
 */

const byAddress = (blogId: number, email: string) =>
  and(eq(s.blogId, blogId), eq(s.email, normalizeSubscriberEmail(email)));

/** The address's subscription on the blog, or null when it never subscribed. */
export async function subscriptionOf(
  db: Queryable,
  blogId: number,
  email: string,
): Promise<{
  state: SubscriberState;
  createdAt: Date;
  confirmedAt: Date | null;
  language: Language;
} | null> {
  const [row] = await db.select().from(s).where(byAddress(blogId, email));
  return row
    ? {
        state: subscriberState(row),
        createdAt: row.createdAt,
        confirmedAt: row.confirmedAt,
        language: normalizeLanguage(row.language),
      }
    : null;
}

/**
 * The languages a subscriber of the blog may choose for the mails: those of its published
 * posts, the main one first (docs/decisions/075-new-post-mails-per-language.md).
 */
export async function mailLanguagesOf(
  db: Queryable,
  blogId: number,
  main: Language,
): Promise<Language[]> {
  const rows = await db
    .selectDistinct({ language: posts.language })
    .from(posts)
    .where(and(eq(posts.blogId, blogId), eq(posts.status, 'PUBLISHED')));
  return blogLanguages(
    main,
    rows.map((row) => row.language),
  );
}

/** The subscriber's own choice of their mails' language, where they manage the subscription. */
export async function setSubscriberLanguage(
  db: Queryable,
  blogId: number,
  email: string,
  language: Language,
): Promise<void> {
  await db.update(s).set({ language }).where(byAddress(blogId, email));
}

/**
 * Subscribes an address whose owner already proved it (a member's emailed sign-in link): confirmed
 * at once, no double opt-in mail. Someone who had left is back.
 */
export async function subscribeConfirmed(
  db: Queryable,
  blogId: number,
  input: { email: string; name: string; language?: Language },
  now: Date,
): Promise<void> {
  await db
    .insert(s)
    .values({
      blogId,
      email: normalizeSubscriberEmail(input.email),
      name: input.name.trim(),
      source: 'FORM',
      // None named: the blog's main one, from the database's trigger.
      ...(input.language ? { language: input.language } : {}),
      confirmedAt: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [s.blogId, s.email],
      set: {
        confirmedAt: sql`case when ${s.unsubscribedAt} is null then coalesce(${s.confirmedAt}, excluded.confirmed_at) else excluded.confirmed_at end`,
        unsubscribedAt: null,
        ...(input.language ? { language: input.language } : {}),
      },
    });
}

/** Stops the mails to an address; its row stays, as after an unsubscribe link. */
export async function unsubscribeAddress(
  db: Queryable,
  blogId: number,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(s)
    .set({ unsubscribedAt: now })
    .where(and(byAddress(blogId, email), isNull(s.unsubscribedAt)));
}

/** Erases the address's subscriber row (its links and deliveries go with it). */
export async function forgetSubscriber(db: Queryable, blogId: number, email: string) {
  await db.delete(s).where(byAddress(blogId, email));
}

/**
 * Subscribes, confirmed, the addresses an import of members says consented to the blog's mails
 * elsewhere (docs/decisions/064-members-import-and-gifts.md). An address already on the list, confirmed,
 * pending or gone, is left as it is: an import never re-subscribes someone who left. Answers the
 * addresses it added.
 */
export async function addImportedSubscribers(
  db: Queryable,
  blogId: number,
  people: readonly { email: string; name: string }[],
  now: Date,
): Promise<Set<string>> {
  const added = new Set<string>();
  for (let i = 0; i < people.length; i += 1000) {
    const rows = await db
      .insert(s)
      .values(
        people.slice(i, i + 1000).map((person) => ({
          blogId,
          email: normalizeSubscriberEmail(person.email),
          name: person.name.trim(),
          source: 'IMPORT',
          confirmedAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ email: s.email });
    for (const row of rows) added.add(row.email);
  }
  return added;
}
