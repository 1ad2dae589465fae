import type { CommentRules } from '@bitacora/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { updatedAt } from './columns.ts';
import { categories, media } from './content.ts';

// A file of its own: the settings name one of the blog's categories, and content.ts's tables
// already depend on blogs.ts.

/** Blog settings: one row per blog. The custom domain lives on `blogs`. */
export const settings = pgTable(
  'settings',
  {
    blogId: integer()
      .primaryKey()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull().default('Mi Blog'),
    description: text().notNull().default(''),
    language: varchar({ length: 8 }).notNull().default('es'),
    template: varchar({ length: 32 }).notNull().default('default'),
    googleAnalyticsId: varchar({ length: 32 }),
    socialNetworks: jsonb()
      .$type<{ twitter?: string; facebook?: string; instagram?: string; patreon?: string }>()
      .notNull()
      .default({}),
    /** Members must sign in with two-factor (those without it enrol at their next login). */
    requireTwoFactor: boolean().notNull().default(false),
    /** IANA zone scheduled times are shown and entered in. */
    timeZone: varchar({ length: 64 }).notNull().default('Europe/Madrid'),
    /** What holds or refuses visitors' comments; {} reads as the domain's defaults. */
    commentRules: jsonb().$type<Partial<CommentRules>>().notNull().default({}),
    /** The 'new post' mail carries the whole post; otherwise its excerpt and 'Leer más'. */
    newsletterFullContent: boolean().notNull().default(false),
    /** PRO: readers may join the blog and sign in by an emailed link (the members feature). */
    membersEnabled: boolean().notNull().default(false),
    /**
     * PRO: only signed-in members comment. It stays when members are off or the blog is FREE
     * again: comments then wait for members instead of opening to everyone.
     */
    commentsMembersOnly: boolean().notNull().default(false),
    /**
     * What the blog's tiers are priced in (@bitacora/domain's CURRENCIES). Dollars until the
     * admin chooses: the language says nothing about where the blogger is paid.
     */
    currency: varchar({ length: 3 }).notNull().default('USD'),
    /** FREE and PRO: readers may leave a tip ('Invítame un café') from the post page. */
    tipsEnabled: boolean().notNull().default(false),
    /**
     * The category a new post starts in. Deleting it moves the setting to where its posts went
     * (categories.service), and the key clears it should anything else remove the category.
     */
    defaultCategoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    /** The blog's colour as given, `#rrggbb`; the pages derive light and dark from it (null: the template's). */
    accentColor: varchar({ length: 7 }),
    /** Curated font ids (@bitacora/domain's FONT_IDS); null: the template's system fonts. */
    headingFont: varchar({ length: 32 }),
    bodyFont: varchar({ length: 32 }),
    /** Library images of the blog: the header's logo and the pages' icon. Deleting one clears it. */
    logoId: integer().references(() => media.id, { onDelete: 'set null' }),
    faviconId: integer().references(() => media.id, { onDelete: 'set null' }),
    /** PRO: CSS served after the template's, checked by the domain's containment rule. */
    customCss: text(),
    /** PRO: HTML served as written at the end of the public pages' head and body. */
    codeInjectionHead: text(),
    codeInjectionFoot: text(),
    /** PRO: the https origins the blog's pages may load scripts from. */
    scriptOrigins: jsonb().$type<string[]>().notNull().default([]),
    /** The languages the readers' switcher offers; null for those the blog has published in. */
    switcherLanguages: jsonb().$type<string[]>(),
    /** The template's layout options as set ({} reads as the domain's defaults). */
    layout: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Library images of the blog: the home page's cover and the pages' default social image. */
    coverImageId: integer().references(() => media.id, { onDelete: 'set null' }),
    socialImageId: integer().references(() => media.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_template_check', sql`${t.template} in ('default', 'minimal', 'professional')`),
    check(
      'settings_currency_check',
      sql`${t.currency} in ('ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD')`,
    ),
  ],
);
