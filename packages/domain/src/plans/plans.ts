import { type BillingInterval, DEFAULTS, PLANS, type Plan } from '../constants/constants.ts';

export const PLAN_FEATURES = [
  'series',
  'analytics',
  'customDomain',
  'noAds',
  'patreon',
  'members',
  'customCss',
  'codeInjection',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/**
 * The notes say custom domains are temporarily available to all plans. The one switch:
 * turn it off and FREE blogs lose the domain field, in the panel and on the server alike.
 */
export const CUSTOM_DOMAINS_FOR_ALL_PLANS = true;

/** What each plan includes. */
const FEATURES_BY_PLAN: Record<Plan, readonly PlanFeature[]> = {
  FREE: [],
  PRO: PLAN_FEATURES,
};

/** A blog's plan from stored or server data; anything unknown is FREE. */
export function normalizePlan(value: unknown): Plan {
  if (typeof value !== 'string') return DEFAULTS.plan;
  const upper = value.trim().toUpperCase();
  return (PLANS as readonly string[]).includes(upper) ? (upper as Plan) : DEFAULTS.plan;
}

/** True when `plan` includes `feature`; the only plan check in Bitácora. */
export function hasFeature(plan: Plan | string | null | undefined, feature: PlanFeature): boolean {
  if (feature === 'customDomain' && CUSTOM_DOMAINS_FOR_ALL_PLANS) return true;
  return FEATURES_BY_PLAN[normalizePlan(plan)].includes(feature);
}

/** Settings: the fields gated by plan, and the feature each needs. */
export const PLAN_GATED_SETTINGS_FIELDS = {
  domain: 'customDomain',
  googleAnalyticsId: 'analytics',
  membersEnabled: 'members',
  commentsMembersOnly: 'members',
  customCss: 'customCss',
  codeInjectionHead: 'codeInjection',
  codeInjectionFoot: 'codeInjection',
  scriptOrigins: 'codeInjection',
} as const satisfies Record<string, PlanFeature>;
export type PlanGatedSettingsField = keyof typeof PLAN_GATED_SETTINGS_FIELDS;

/** The settings fields that are PRO-only by the plan table (before the switch). */
export const PRO_ONLY_SETTINGS_FIELDS = Object.keys(
  PLAN_GATED_SETTINGS_FIELDS,
) as PlanGatedSettingsField[];

/**
 * Settings: whether a field is enabled for the blog's plan. Fields that are not gated are
 * always enabled.
 */
export function isSettingsFieldEnabled(
  plan: Plan | string | null | undefined,
  field: string,
): boolean {
  const feature = (PLAN_GATED_SETTINGS_FIELDS as Record<string, PlanFeature | undefined>)[field];
  return feature === undefined || hasFeature(plan, feature);
}

/** Prices (docs/product.md#plans), in US dollars as the landing shows them. */
export const PRICING = {
  currency: 'USD',
  FREE: { amount: 0, period: 'lifetime' },
  PRO: { monthly: 9.99, yearly: 99.99 },
} as const;

/** One line of the landing's pricing table; `included: false` is shown crossed out. */
export interface PlanFeatureLine {
  label: string;
  included: boolean;
}

/** The landing's feature list for each plan. */
export const PLAN_FEATURE_LINES: Record<Plan, readonly PlanFeatureLine[]> = {
  FREE: [
    { label: 'Subdominio propio', included: true },
    { label: 'Artículos y páginas ilimitados', included: true },
    { label: 'Incluye anuncios', included: true },
    { label: 'Series de artículos', included: false },
    { label: 'Analíticas', included: false },
    { label: 'Widget de Patreon', included: false },
  ],
  PRO: [
    { label: 'Dominio propio', included: true },
    { label: 'Artículos y páginas ilimitados', included: true },
    { label: 'Series de artículos', included: true },
    { label: 'Analíticas', included: true },
    { label: 'Sin anuncios', included: true },
    { label: 'Widget de Patreon', included: true },
  ],
};

/** Plan names and price captions as the landing and settings show them. */
export const PLAN_LABELS: Record<Plan, string> = { FREE: 'Gratis', PRO: 'PRO' };
export const PRICE_CAPTIONS = {
  FREE: '$0 de por vida',
  monthly: '$9.99 por mes',
  yearly: '$99.99 por año',
} as const;

/** The two ways to pay for PRO, in the order every upgrade offer lists them. */
export const PRO_PLAN_OPTIONS: readonly {
  interval: BillingInterval;
  name: string;
  caption: string;
}[] = [
  { interval: 'monthly', name: 'Mensual', caption: PRICE_CAPTIONS.monthly },
  { interval: 'yearly', name: 'Anual', caption: PRICE_CAPTIONS.yearly },
];
