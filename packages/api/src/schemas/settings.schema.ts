import {
  COMMENT_RULE_LIMITS,
  COMMENT_RULES_MESSAGES,
  CURRENCIES,
  codeInjectionIssue,
  customCssIssue,
  DESIGN_MESSAGES,
  FIELD_MESSAGES,
  FONT_IDS,
  footerLinkLabelIssue,
  footerLinkUrlIssue,
  footerTextIssue,
  HEADER_STYLES,
  HOME_LAYOUTS,
  LANGUAGES,
  LAYOUT_LIMITS,
  type Language,
  MEMBERSHIP_MESSAGES,
  normalizeHexColor,
  normalizeSocialLink,
  SCHEDULE_MESSAGES,
  SETTINGS_FIELD_MESSAGES,
  SETTINGS_MESSAGES,
  type SocialNetwork,
  scriptOriginsOf,
  socialLinkMessage,
  switcherSettingOf,
  TEMPLATES,
  validateAccentColor,
  validateGoogleAnalyticsId,
  validateTimeZone,
} from '@bitacora/domain';
import { z } from 'zod';
import { domainInput } from './blog.schema.ts';
import {
  emailInput,
  fromRule,
  idSchema,
  nullableIdInput,
  safeString,
  TEXT_LIMITS,
} from './common.schema.ts';

/**
 * A network's address or handle, stored as the address the blog links to ('@usuario' →
 * 'https://x.com/usuario'); what is neither is refused with the field's message.
 */
const socialLink = (network: SocialNetwork) =>
  z
    .union([z.null(), safeString({ max: 300, tooLong: SETTINGS_FIELD_MESSAGES.socialLinkTooLong })])
    .transform((value, ctx) => {
      const link = normalizeSocialLink(network, value);
      if (link !== null) return link;
      ctx.issues.push({ code: 'custom', input: value, message: socialLinkMessage(network) });
      return z.NEVER;
    });

/** twitter, facebook, instagram: each '' when not set. */
export const socialNetworksSchema = z.object(
  {
    twitter: socialLink('twitter').optional().default(''),
    facebook: socialLink('facebook').optional().default(''),
    instagram: socialLink('instagram').optional().default(''),
    /** The blog's Patreon page (a URL or the creator's name): PRO blogs show a support widget. */
    patreon: socialLink('patreon').optional().default(''),
  },
  { error: SETTINGS_FIELD_MESSAGES.socialLinksInvalid },
);

const accentInModeSchema = z.object({
  color: z.string(),
  background: z.string(),
  contrast: z.number(),
  givenContrast: z.number(),
  adjusted: z.boolean(),
  givenPasses: z.object({ text: z.boolean(), ui: z.boolean() }),
});

/** Blog settings, as the server answers them. */
export const blogSettingsSchema = z.object({
  title: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGES),
  template: z.enum(TEMPLATES),
  domain: z.string().nullable(),
  /** The domain's verification: pending until its DNS records are found (null: no domain). */
  domainStatus: z
    .object({
      domain: z.string(),
      state: z.enum(['pending', 'verified']),
      txtName: z.string(),
      txtValue: z.string(),
      target: z.string(),
      checkedAt: z.string().nullable(),
      verifiedAt: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable()
    .optional(),
  googleAnalyticsId: z.string().nullable(),
  socialNetworks: z.object({
    twitter: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    patreon: z.string().optional(),
  }),
  /** Members must sign in with two-factor. */
  requireTwoFactor: z.boolean().optional(),
  /** The IANA zone scheduled times are shown and entered in ('Europe/Madrid'). */
  timeZone: z.string().optional(),
  /** PRO: readers may join the blog and sign in by an emailed link. */
  membersEnabled: z.boolean().optional(),
  /** PRO: only signed-in members comment; visitors are asked to sign in. */
  commentsMembersOnly: z.boolean().optional(),
  /** FREE and PRO: readers may leave a tip ('Invítame un café') from the post page. */
  tipsEnabled: z.boolean().optional(),
  /** What the blog's member tiers are priced in ('USD' until chosen). */
  currency: z.enum(CURRENCIES).optional(),
  /** The category a new post starts in (null: none chosen). */
  defaultCategoryId: idSchema.nullable().optional(),
  /** What holds or refuses visitors' comments (docs/decisions/023-comment-rules-and-spam.md). */
  commentRules: z
    .object({
      enabled: z.boolean(),
      maxLinks: z.number(),
      heldWords: z.array(z.string()),
      autoApproveKnown: z.boolean(),
      closeAfterDays: z.number().nullable(),
      blocked: z.array(
        z.union([
          z.object({
            kind: z.literal('email'),
            value: z.string(),
            expiresAt: z.string().nullable(),
          }),
          z.object({ kind: z.literal('ip'), hash: z.string(), expiresAt: z.string() }),
        ]),
      ),
    })
    .optional(),
  /** The blog's colour as given, `#rrggbb` (null: the template's own). */
  accentColor: z.string().nullable().optional(),
  /** Read-only: the accent as each mode shows it, adjusted for AA, with its contrast figures. */
  accentPalette: z
    .object({
      accent: z.string(),
      light: accentInModeSchema,
      dark: accentInModeSchema,
    })
    .nullable()
    .optional(),
  /** The fonts of headings and text, from the curated list (null: the template's system fonts). */
  headingFont: z.enum(FONT_IDS).nullable().optional(),
  bodyFont: z.enum(FONT_IDS).nullable().optional(),
  /** Library images of the blog: the header's logo and the pages' icon (null: none). */
  logoId: idSchema.nullable().optional(),
  faviconId: idSchema.nullable().optional(),
  /** Library images of the blog: the home page's cover and the default social image. */
  coverImageId: idSchema.nullable().optional(),
  socialImageId: idSchema.nullable().optional(),
  /** PRO: CSS applied after the template's (null: none). */
  customCss: z.string().nullable().optional(),
  /** PRO: HTML served at the end of the public pages' head and body (null: none). */
  codeInjectionHead: z.string().nullable().optional(),
  codeInjectionFoot: z.string().nullable().optional(),
  /** PRO: the https origins the blog's pages may load scripts from (none by default). */
  scriptOrigins: z.array(z.string()).optional(),
  /**
   * The languages the readers' switcher offers, the main one first (decision 073); null: the
   * languages the blog has published in.
   */
  switcherLanguages: z.array(z.enum(LANGUAGES)).nullable().optional(),
  /** The template's layout options (decision 061), each with its default when never set. */
  headerStyle: z.enum(HEADER_STYLES).optional(),
  homeLayout: z.enum(HOME_LAYOUTS).optional(),
  showAuthor: z.boolean().optional(),
  showReadingTime: z.boolean().optional(),
  showExcerpt: z.boolean().optional(),
  footerText: z.string().optional(),
  footerLinks: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
});
export type BlogSettings = z.infer<typeof blogSettingsSchema>;

/** A hex colour by the domain's rule, stored as `#rrggbb`; null or '' for none. */
export const accentColorInput = z
  .union([z.null(), z.string({ error: DESIGN_MESSAGES.accentColorInvalid })], {
    error: DESIGN_MESSAGES.accentColorInvalid,
  })
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .superRefine((value, ctx) => {
    if (value === null) return;
    const message = validateAccentColor(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  })
  .transform((value) => (value === null ? null : normalizeHexColor(value)));

/** A font of the curated list; null or '' for the template's own. */
export const fontInput = z.union(
  [z.null(), z.literal('').transform(() => null), z.enum(FONT_IDS)],
  {
    error: DESIGN_MESSAGES.fontInvalid,
  },
);

/** Custom CSS by the domain's containment rule; null or blank for none. */
export const customCssInput = z
  .union([z.null(), z.string()], { error: DESIGN_MESSAGES.customCssNotText })
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .superRefine((value, ctx) => {
    if (value === null) return;
    const message = customCssIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });

/** Code injection by the domain's rule; null or blank for none. */
export const codeInjectionInput = z
  .union([z.null(), z.string()], { error: DESIGN_MESSAGES.codeInjectionNotText })
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .superRefine((value, ctx) => {
    if (value === null) return;
    const message = codeInjectionIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });

/** The switcher's languages by the domain's rule: each of the four once; null (or []) for those in use. */
export const switcherLanguagesInput = z.unknown().transform((value, ctx): Language[] | null => {
  const read = switcherSettingOf(value);
  if ('languages' in read) return read.languages;
  ctx.issues.push({ code: 'custom', input: value, message: read.issue });
  return z.NEVER;
});

/** The blog's allowance of script origins, normalised by the domain's rule; null for none. */
export const scriptOriginsInput = z
  .union([z.null(), z.array(z.string(), { error: DESIGN_MESSAGES.scriptOriginsNotList })], {
    error: DESIGN_MESSAGES.scriptOriginsNotList,
  })
  .transform((value, ctx): string[] => {
    const read = scriptOriginsOf(value ?? []);
    if ('origins' in read) return read.origins;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: read.issue,
      ...(read.index === undefined ? {} : { path: [read.index] }),
    });
    return z.NEVER;
  });

/** The footer's plain text by the domain's rule; null for none (read as ''). */
export const footerTextInput = z
  .union([z.null(), z.string()], { error: DESIGN_MESSAGES.footerTextNotText })
  .transform((value) => value ?? '')
  .superRefine((value, ctx) => {
    const message = footerTextIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });

/** One footer link: its label and an http(s) address or a path on the blog, both trimmed. */
const footerLinkInput = z.object(
  {
    label: z
      .string({ error: DESIGN_MESSAGES.footerLinkLabelRequired })
      .trim()
      .superRefine(fromRule(footerLinkLabelIssue)),
    url: z
      .string({ error: DESIGN_MESSAGES.footerLinkUrlInvalid })
      .trim()
      .superRefine(fromRule(footerLinkUrlIssue)),
  },
  { error: DESIGN_MESSAGES.footerLinksNotList },
);

/** The footer's links, at most LAYOUT_LIMITS.footerLinks; null for none. */
export const footerLinksInput = z
  .array(footerLinkInput, { error: DESIGN_MESSAGES.footerLinksNotList })
  .max(LAYOUT_LIMITS.footerLinks, {
    error: DESIGN_MESSAGES.footerLinksTooMany(LAYOUT_LIMITS.footerLinks),
  })
  .nullable()
  .transform((links) => links ?? []);

/**
 * `socialNetworks` travels as a JSON string or an object; both are read as the object,
 * so a refused network is reported at its own field (`socialNetworks.twitter`).
 */
export const socialNetworksInput = z
  .union([z.string(), z.record(z.string(), z.unknown())], {
    error: SETTINGS_FIELD_MESSAGES.socialLinksInvalid,
  })
  .transform((value, ctx): unknown => {
    if (typeof value !== 'string') return value;
    if (value.length > 2000) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: SETTINGS_FIELD_MESSAGES.socialLinksInvalid,
      });
      return z.NEVER;
    }
    if (value.trim() === '') return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: SETTINGS_FIELD_MESSAGES.socialLinksNotJson,
      });
      return z.NEVER;
    }
  })
  .pipe(socialNetworksSchema);

/** A GA id by the domain's rule, trimmed and upper-cased; empty or null for none (read as null). */
export const googleAnalyticsIdInput = z
  .union([
    z.null(),
    safeString({ max: 40, tooLong: SETTINGS_MESSAGES.analyticsIdInvalid })
      .toUpperCase()
      .superRefine(fromRule(validateGoogleAnalyticsId)),
  ])
  .transform((value) => (value === '' ? null : value));

const booleanInput = z.boolean({ error: FIELD_MESSAGES.booleanInvalid });
const expiryDate = z.iso.datetime({ offset: true, error: COMMENT_RULES_MESSAGES.expiryInvalid });
const expiresAtInput = z.union([z.null(), expiryDate], {
  error: COMMENT_RULES_MESSAGES.expiryInvalid,
});

/**
 * One entry of the blocked list. An address is sent as typed ('203.0.113.7') and kept only as
 * its keyed hash; an entry read back from the server travels with its hash and is kept as is.
 */
export const blockedCommenterInput = z.union(
  [
    z.object({
      kind: z.literal('email'),
      value: emailInput(),
      expiresAt: expiresAtInput.optional().default(null),
    }),
    z.object({
      kind: z.literal('ip'),
      address: z.union([z.ipv4(), z.ipv6()], { error: COMMENT_RULES_MESSAGES.ipInvalid }),
      expiresAt: expiresAtInput.optional().default(null),
    }),
    z.object({
      kind: z.literal('ip'),
      hash: z
        .string()
        .regex(/^[0-9a-f]{64}$/, { error: SETTINGS_FIELD_MESSAGES.blockedHashInvalid }),
      expiresAt: expiryDate,
    }),
  ],
  { error: SETTINGS_FIELD_MESSAGES.blockedKindInvalid },
);
export type BlockedCommenterInput = z.output<typeof blockedCommenterInput>;

/** The comment rules an admin saves: each field optional, only those sent change. */
export const commentRulesInput = z.object(
  {
    enabled: booleanInput.optional(),
    maxLinks: z
      .number({ error: COMMENT_RULES_MESSAGES.maxLinksNotNumber })
      .int({ error: COMMENT_RULES_MESSAGES.maxLinksNotInteger })
      .min(0, { error: COMMENT_RULES_MESSAGES.maxLinksNegative })
      .max(COMMENT_RULE_LIMITS.maxLinks, {
        error: COMMENT_RULES_MESSAGES.maxLinksTooMany(COMMENT_RULE_LIMITS.maxLinks),
      })
      .optional(),
    heldWords: z
      .array(
        safeString({
          max: COMMENT_RULE_LIMITS.heldWordLength,
          tooLong: COMMENT_RULES_MESSAGES.heldWordTooLong(COMMENT_RULE_LIMITS.heldWordLength),
        }),
        { error: SETTINGS_FIELD_MESSAGES.heldWordsNotList },
      )
      .max(COMMENT_RULE_LIMITS.heldWords, {
        error: COMMENT_RULES_MESSAGES.heldWordsTooMany(COMMENT_RULE_LIMITS.heldWords),
      })
      .transform((words) => [...new Set(words.filter((word) => word !== ''))])
      .optional(),
    autoApproveKnown: booleanInput.optional(),
    closeAfterDays: z
      .union([
        z.null(),
        z
          .number({ error: COMMENT_RULES_MESSAGES.daysNotNumber })
          .int({ error: COMMENT_RULES_MESSAGES.daysNotInteger })
          .min(1, { error: COMMENT_RULES_MESSAGES.daysTooFew })
          .max(COMMENT_RULE_LIMITS.closeAfterDays, {
            error: COMMENT_RULES_MESSAGES.daysTooMany(COMMENT_RULE_LIMITS.closeAfterDays),
          }),
      ])
      .optional(),
    blocked: z
      .array(blockedCommenterInput, { error: SETTINGS_FIELD_MESSAGES.blockedNotList })
      .max(COMMENT_RULE_LIMITS.blocked, {
        error: COMMENT_RULES_MESSAGES.blockedTooMany(COMMENT_RULE_LIMITS.blocked),
      })
      .optional(),
  },
  { error: SETTINGS_FIELD_MESSAGES.commentRulesInvalid },
);
export type CommentRulesInput = z.output<typeof commentRulesInput>;

/**
 * `PUT /api/settings`. Every field is optional, and only the fields sent change. Domain and
 * Google Analytics are PRO features: the server decides whether the blog may set them.
 */
export const updateSettingsBodySchema = z.object({
  title: safeString({
    required: FIELD_MESSAGES.titleRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.title,
    tooLong: FIELD_MESSAGES.titleTooLong(TEXT_LIMITS.title),
  }).optional(),
  description: z
    .union([
      z.null(),
      safeString({
        max: TEXT_LIMITS.description,
        tooLong: FIELD_MESSAGES.descriptionTooLong(TEXT_LIMITS.description),
      }),
    ])
    .transform((value) => value ?? '')
    .optional(),
  language: z.enum(LANGUAGES, { error: SETTINGS_FIELD_MESSAGES.languageInvalid }).optional(),
  template: z.enum(TEMPLATES, { error: SETTINGS_FIELD_MESSAGES.templateInvalid }).optional(),
  domain: domainInput().optional(),
  googleAnalyticsId: googleAnalyticsIdInput.optional(),
  socialNetworks: socialNetworksInput.optional(),
  requireTwoFactor: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  /** PRO: readers may join and sign in by an emailed link; a FREE blog may only turn it off. */
  membersEnabled: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  /** PRO: only signed-in members comment; a FREE blog may only turn it off. */
  commentsMembersOnly: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  /** FREE and PRO: readers may leave a tip, in the blog's currency. */
  tipsEnabled: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  /** What the member tiers are priced in; a tier takes a new one when its prices are set again. */
  currency: z.enum(CURRENCIES, { error: MEMBERSHIP_MESSAGES.currencyInvalid }).optional(),
  timeZone: z
    .string({ error: SCHEDULE_MESSAGES.timeZoneInvalid })
    .trim()
    .superRefine(fromRule(validateTimeZone))
    .optional(),
  commentRules: commentRulesInput.optional(),
  /**
   * One of the blog's categories, or null/'' for none; whether it is the blog's own is
   * `defaultCategoryIssue`'s rule, which the server applies.
   */
  defaultCategoryId: nullableIdInput(SETTINGS_FIELD_MESSAGES.defaultCategoryInvalid).optional(),
  /** The design (decision 062): the accent colour, the fonts, the logo and icon, custom CSS. */
  accentColor: accentColorInput.optional(),
  headingFont: fontInput.optional(),
  bodyFont: fontInput.optional(),
  /** Media ids as the upload answers them; whether each is the blog's image the server checks. */
  logoId: nullableIdInput(DESIGN_MESSAGES.logoInvalid).optional(),
  faviconId: nullableIdInput(DESIGN_MESSAGES.faviconInvalid).optional(),
  coverImageId: nullableIdInput(DESIGN_MESSAGES.coverImageInvalid).optional(),
  socialImageId: nullableIdInput(DESIGN_MESSAGES.socialImageInvalid).optional(),
  /** PRO: a FREE blog may only clear it (or send back what it has). */
  customCss: customCssInput.optional(),
  /** PRO: a FREE blog may only clear them (or send back what it has). */
  codeInjectionHead: codeInjectionInput.optional(),
  codeInjectionFoot: codeInjectionInput.optional(),
  scriptOrigins: scriptOriginsInput.optional(),
  switcherLanguages: switcherLanguagesInput.optional(),
  /** The layout options every template honours. */
  headerStyle: z.enum(HEADER_STYLES, { error: DESIGN_MESSAGES.headerStyleInvalid }).optional(),
  homeLayout: z.enum(HOME_LAYOUTS, { error: DESIGN_MESSAGES.homeLayoutInvalid }).optional(),
  showAuthor: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  showReadingTime: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  showExcerpt: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  footerText: footerTextInput.optional(),
  footerLinks: footerLinksInput.optional(),
});
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;
export type UpdateSettingsData = z.output<typeof updateSettingsBodySchema>;

/**
 * `POST /api/settings/design-preview`: the unsaved design of 'Diseño', by the same rules as
 * `PUT /api/settings` (other fields are ignored), for a short-lived preview of the blog.
 */
export const designPreviewBodySchema = updateSettingsBodySchema.pick({
  accentColor: true,
  logoId: true,
  coverImageId: true,
  headingFont: true,
  bodyFont: true,
  customCss: true,
  headerStyle: true,
  homeLayout: true,
  showAuthor: true,
  showReadingTime: true,
  showExcerpt: true,
  footerText: true,
  footerLinks: true,
});
export type DesignPreviewBody = z.input<typeof designPreviewBodySchema>;
export type DesignPreviewData = z.output<typeof designPreviewBodySchema>;

/** The preview's answer: the blog's address to frame with `?vista-previa=<token>`. */
export interface DesignPreview {
  token: string;
  /** The blog's own (subdomain) address, no trailing slash. */
  origin: string;
  /** ISO date the token stops working. */
  expiresAt: string;
}
