import type { CommentRulesInput, UpdateSettingsData } from '@bitacora/api/schemas';
import {
  accentPalette,
  type BlockedCommenter,
  type BlogLayout,
  blogLayoutOf,
  COMMENT_RULE_LIMITS,
  type CommentRules,
  commentRulesOf,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  DESIGN_MESSAGES,
  defaultCategoryIssue,
  hasFeature,
  isCurrency,
  isFontId,
  isSettingsFieldEnabled,
  type Language,
  normalizePlan,
  PRO_ONLY_SETTINGS_FIELDS,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { blogs, categories, media, settings } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { addressHash } from '../../platform/http/address-hash.ts';
import { conflict, forbidden, invalidField } from '../../platform/http/errors.ts';
import { domainColumns, domainStatusOf, enqueueDomainChecks } from './custom-domain.service.ts';

export const PRO_REQUIRED = SERVER_MESSAGES.proRequired;
const DOMAIN_TAKEN = SERVER_MESSAGES.domainTaken;

/** The layout options, kept together in the row's `layout`. */
const LAYOUT_FIELDS = [
  'headerStyle',
  'homeLayout',
  'showAuthor',
  'showReadingTime',
  'showExcerpt',
  'footerText',
  'footerLinks',
] as const satisfies readonly (keyof BlogLayout)[];

/** PRO fields a FREE blog may still send back as stored (or clear), checked in the transaction. */
const STORED_AGAINST = new Set<string>([
  'customCss',
  'codeInjectionHead',
  'codeInjectionFoot',
  'scriptOrigins',
]);

/** Reads the row, creating the default one for a blog that has none (older blogs). */
async function settingsRow(db: Queryable, blog: Blog) {
  const [row] = await db.select().from(settings).where(eq(settings.blogId, blog.id));
  if (row) return row;
  const [created] = await db
    .insert(settings)
    .values({ blogId: blog.id, title: blog.name })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [again] = await db.select().from(settings).where(eq(settings.blogId, blog.id));
  if (!again) throw new Error('settings row missing');
  return again;
}

function toSettingsDto(row: typeof settings.$inferSelect, blog: Blog, domainTarget: string) {
  return {
    title: row.title,
    description: row.description,
    language: row.language,
    template: row.template,
    // The custom domain lives on the blog (the public site resolves hosts there).
    domain: blog.domain,
    /** Pending until its DNS records are verified; the records to create, the last check. */
    domainStatus: domainStatusOf(blog, domainTarget),
    googleAnalyticsId: row.googleAnalyticsId,
    socialNetworks: {
      twitter: row.socialNetworks.twitter ?? '',
      facebook: row.socialNetworks.facebook ?? '',
      instagram: row.socialNetworks.instagram ?? '',
      patreon: row.socialNetworks.patreon ?? '',
    },
    plan: normalizePlan(blog.plan),
    requireTwoFactor: row.requireTwoFactor,
    membersEnabled: row.membersEnabled,
    commentsMembersOnly: row.commentsMembersOnly,
    tipsEnabled: row.tipsEnabled,
    currency: isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY,
    timeZone: row.timeZone,
    commentRules: commentRulesOf(row.commentRules),
    defaultCategoryId: row.defaultCategoryId,
    accentColor: row.accentColor,
    /** Read-only: what the pages wear in light and dark mode, with both contrast figures. */
    accentPalette: accentPalette(row.accentColor),
    headingFont: isFontId(row.headingFont) ? row.headingFont : null,
    bodyFont: isFontId(row.bodyFont) ? row.bodyFont : null,
    logoId: row.logoId,
    faviconId: row.faviconId,
    coverImageId: row.coverImageId,
    socialImageId: row.socialImageId,
    customCss: row.customCss,
    codeInjectionHead: row.codeInjectionHead,
    codeInjectionFoot: row.codeInjectionFoot,
    scriptOrigins: row.scriptOrigins,
    switcherLanguages: (row.switcherLanguages ?? null) as Language[] | null,
    ...blogLayoutOf(row.layout),
  };
}

/** The settings that name a library image of the blog, and the message refusing another. */
const IMAGE_MESSAGES = {
  logoId: DESIGN_MESSAGES.logoInvalid,
  faviconId: DESIGN_MESSAGES.faviconInvalid,
  coverImageId: DESIGN_MESSAGES.coverImageInvalid,
  socialImageId: DESIGN_MESSAGES.socialImageInvalid,
} as const;

/**
 * Refuses a logo, icon, cover or social image that is not one of the blog's library images (400 at the field). The
 * image becomes the library's if it was an unsaved editor upload, so the sweep of abandoned
 * uploads never takes it; the row stays key-share locked until the save commits.
 */
async function checkBlogImage(
  db: Queryable,
  blog: Blog,
  field: keyof typeof IMAGE_MESSAGES,
  chosen: number | null,
) {
  if (chosen === null) return;
  const [found] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, chosen), eq(media.blogId, blog.id)))
    .for('key share');
  if (!found) {
    throw invalidField(field, IMAGE_MESSAGES[field]);
  }
  await db
    .update(media)
    .set({ entityType: 'general' })
    .where(and(eq(media.id, chosen), isNull(media.entityId)));
}

/**
 * Refuses a default category that is not the blog's (400 at `defaultCategoryId`). The row found
 * stays key-share locked until the save commits, so a deletion meanwhile waits and then clears
 * the setting instead of failing the save on the foreign key.
 */
async function checkDefaultCategory(db: Queryable, blog: Blog, chosen: number | null) {
  const found =
    chosen === null
      ? []
      : await db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.id, chosen), eq(categories.blogId, blog.id)))
          .for('key share');
  const issue = defaultCategoryIssue(
    chosen,
    found.map((row) => row.id),
  );
  if (issue) throw invalidField('defaultCategoryId', issue);
}

/**
 * What a new comment on the blog is checked against: its rules (the defaults filling what was
 * never saved), whether only members comment, and whether members can sign in at all (PRO and
 * turned on).
 */
export async function blogCommentSettings(
  db: Queryable,
  blogId: number,
): Promise<{ rules: CommentRules; membersOnly: boolean; membersOpen: boolean }> {
  const [row] = await db
    .select({
      commentRules: settings.commentRules,
      commentsMembersOnly: settings.commentsMembersOnly,
      membersEnabled: settings.membersEnabled,
      plan: blogs.plan,
    })
    .from(settings)
    .innerJoin(blogs, eq(blogs.id, settings.blogId))
    .where(eq(settings.blogId, blogId));
  return {
    rules: commentRulesOf(row?.commentRules),
    membersOnly: row?.commentsMembersOnly ?? false,
    membersOpen: (row?.membersEnabled ?? false) && hasFeature(row?.plan, 'members'),
  };
}

/**
 * The saved rules with the fields sent replacing theirs. An address typed in is kept only as
 * its keyed hash, blocked for COMMENT_RULE_LIMITS.ipBlockDays unless a date is given; entries
 * already past their expiry are dropped.
 */
function mergeCommentRules(
  current: CommentRules,
  input: CommentRulesInput,
  context: { addressSecret: Uint8Array; now: Date },
): CommentRules {
  const { blocked, ...rest } = input;
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<CommentRules>;
  const merged = { ...current, ...defined };
  if (blocked === undefined) return merged;
  const ipExpiry = new Date(
    context.now.getTime() + COMMENT_RULE_LIMITS.ipBlockDays * 86_400_000,
  ).toISOString();
  const entries = blocked.map((entry): BlockedCommenter => {
    if (entry.kind === 'email') return entry;
    if ('hash' in entry) return entry;
    return {
      kind: 'ip',
      hash: addressHash(context.addressSecret, entry.address),
      expiresAt: entry.expiresAt ?? ipExpiry,
    };
  });
  return {
    ...merged,
    blocked: entries.filter(
      (entry) => entry.expiresAt === null || new Date(entry.expiresAt) > context.now,
    ),
  };
}

/** The blog's time zone, the one scheduled times are entered and shown in. */
export async function blogTimeZone(db: Queryable, blog: Blog): Promise<string> {
  const [row] = await db
    .select({ timeZone: settings.timeZone })
    .from(settings)
    .where(eq(settings.blogId, blog.id));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** `GET /api/settings`: the active blog's settings and plan. */
export async function getSettings(db: Database, blog: Blog, domainTarget: string) {
  return toSettingsDto(await settingsRow(db, blog), blog, domainTarget);
}

/**
 * `PUT /api/settings` (ADMIN): only the fields sent change. Domain, Google Analytics and
 * members need the PRO plan (the domain is open to all while the domain package's switch
 * says so); a FREE blog sending them is refused, and nothing is written.
 */
export async function updateSettings(
  db: Database,
  blog: Blog,
  input: UpdateSettingsData,
  context: { addressSecret: Uint8Array; now: Date; domainTarget: string },
) {
  for (const field of PRO_ONLY_SETTINGS_FIELDS) {
    // These are checked against what the blog has (below): a FREE blog may send them back.
    if (STORED_AGAINST.has(field)) continue;
    const value = input[field];
    // Clearing a field (or turning it off) is always allowed, so a downgraded blog can drop
    // what it had.
    const clearing = value === undefined || value === null || value === false;
    if (!clearing && !isSettingsFieldEnabled(blog.plan, field)) {
      throw forbidden(PRO_REQUIRED);
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const current = await settingsRow(tx, blog);
      // Custom CSS and code injection are PRO: a FREE blog may clear them or send back what it
      // kept from PRO.
      const changed = (field: 'customCss' | 'codeInjectionHead' | 'codeInjectionFoot') =>
        input[field] !== undefined && input[field] !== null && input[field] !== current[field];
      const originsChanged =
        input.scriptOrigins !== undefined &&
        input.scriptOrigins.length > 0 &&
        input.scriptOrigins.join(' ') !== current.scriptOrigins.join(' ');
      if (
        (changed('customCss') && !isSettingsFieldEnabled(blog.plan, 'customCss')) ||
        ((changed('codeInjectionHead') || changed('codeInjectionFoot') || originsChanged) &&
          !isSettingsFieldEnabled(blog.plan, 'codeInjectionHead'))
      ) {
        throw forbidden(PRO_REQUIRED);
      }
      for (const field of Object.keys(IMAGE_MESSAGES) as (keyof typeof IMAGE_MESSAGES)[]) {
        const chosen = input[field];
        if (chosen !== undefined) await checkBlogImage(tx, blog, field, chosen);
      }
      if (input.defaultCategoryId !== undefined)
        await checkDefaultCategory(tx, blog, input.defaultCategoryId);
      let updatedBlog = blog;
      if (input.domain !== undefined && input.domain !== blog.domain) {
        if (input.domain !== null) {
          const [taken] = await tx
            .select({ id: blogs.id })
            .from(blogs)
            .where(and(eq(blogs.domain, input.domain), ne(blogs.id, blog.id)));
          if (taken) throw conflict(DOMAIN_TAKEN);
        }
        const [row] = await tx
          .update(blogs)
          .set(domainColumns(input.domain))
          .where(eq(blogs.id, blog.id))
          .returning();
        if (row) {
          updatedBlog = row;
          await enqueueDomainChecks(tx, row, context.now);
        }
      }
      const layoutSent = Object.fromEntries(
        LAYOUT_FIELDS.filter((field) => input[field] !== undefined).map((field) => [
          field,
          input[field],
        ]),
      );
      const changes = {
        ...(Object.keys(layoutSent).length > 0 && {
          layout: { ...blogLayoutOf(current.layout), ...layoutSent },
        }),
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.template !== undefined && { template: input.template }),
        ...(input.googleAnalyticsId !== undefined && {
          googleAnalyticsId: input.googleAnalyticsId,
        }),
        ...(input.socialNetworks !== undefined && { socialNetworks: input.socialNetworks }),
        ...(input.requireTwoFactor !== undefined && { requireTwoFactor: input.requireTwoFactor }),
        ...(input.membersEnabled !== undefined && { membersEnabled: input.membersEnabled }),
        ...(input.commentsMembersOnly !== undefined && {
          commentsMembersOnly: input.commentsMembersOnly,
        }),
        ...(input.tipsEnabled !== undefined && { tipsEnabled: input.tipsEnabled }),
        ...(input.currency !== undefined && { currency: input.currency }),
        ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
        ...(input.defaultCategoryId !== undefined && {
          defaultCategoryId: input.defaultCategoryId,
        }),
        ...(input.accentColor !== undefined && { accentColor: input.accentColor }),
        ...(input.headingFont !== undefined && { headingFont: input.headingFont }),
        ...(input.bodyFont !== undefined && { bodyFont: input.bodyFont }),
        ...(input.logoId !== undefined && { logoId: input.logoId }),
        ...(input.faviconId !== undefined && { faviconId: input.faviconId }),
        ...(input.coverImageId !== undefined && { coverImageId: input.coverImageId }),
        ...(input.socialImageId !== undefined && { socialImageId: input.socialImageId }),
        ...(input.customCss !== undefined && { customCss: input.customCss }),
        ...(input.codeInjectionHead !== undefined && {
          codeInjectionHead: input.codeInjectionHead,
        }),
        ...(input.codeInjectionFoot !== undefined && {
          codeInjectionFoot: input.codeInjectionFoot,
        }),
        ...(input.scriptOrigins !== undefined && { scriptOrigins: input.scriptOrigins }),
        ...(input.switcherLanguages !== undefined && {
          switcherLanguages: input.switcherLanguages,
        }),
        ...(input.commentRules !== undefined && {
          commentRules: mergeCommentRules(
            commentRulesOf(current.commentRules),
            input.commentRules,
            context,
          ),
        }),
      };
      if (Object.keys(changes).length === 0)
        return toSettingsDto(current, updatedBlog, context.domainTarget);
      const [row] = await tx
        .update(settings)
        .set(changes)
        .where(eq(settings.blogId, blog.id))
        .returning();
      if (!row) throw new Error('settings update returned no row');
      return toSettingsDto(row, updatedBlog, context.domainTarget);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DOMAIN_TAKEN);
    throw error;
  }
}
