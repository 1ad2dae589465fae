import { type Currency, isAmount } from './money.ts';

/**
 * Tips ('Invítame un café', issue 34): an amount the reader chooses, paid once through the
 * provider's one-off checkout. Amounts are minor units of the blog's currency, like every other.
 */

/**
 * What one coffee costs in each currency, near three dollars and rounded to what readers write:
 * the form suggests one, three and five of them.
 */
export const TIP_BASE: Readonly<Record<Currency, number>> = {
  ARS: 300_000,
  BRL: 1_500,
  CLP: 3_000,
  COP: 10_000,
  MXN: 5_000,
  PEN: 1_000,
  UYU: 10_000,
  USD: 300,
};

/**
 * The least tip: near one dollar and at least the provider's least card payment where it gives
 * one (CLP 1 000, COP 1 000 for Checkout Pro), so that the provider's fee leaves the blogger
 * something.
 */
export const MIN_TIP: Readonly<Record<Currency, number>> = {
  ARS: 100_000,
  BRL: 500,
  CLP: 1_000,
  COP: 5_000,
  MXN: 2_000,
  PEN: 300,
  UYU: 4_000,
  USD: 100,
};

/** The most a tip may be: a hundred coffees. More than that is no tip, and likely a typo. */
export const MAX_TIP_COFFEES = 100;

export function maxTip(currency: Currency): number {
  return TIP_BASE[currency] * MAX_TIP_COFFEES;
}

/** The amounts the form offers as buttons: one, three and five coffees. */
export function suggestedTips(currency: Currency): number[] {
  return [1, 3, 5].map((coffees) => TIP_BASE[currency] * coffees);
}

/** Why an amount cannot be a tip in a currency, or null when it can. */
export type TipProblem = 'notAmount' | 'belowMinimum' | 'aboveMaximum';

export function tipProblem(amount: unknown, currency: Currency): TipProblem | null {
  if (!isAmount(amount) || amount === 0) return 'notAmount';
  if (amount < MIN_TIP[currency]) return 'belowMinimum';
  if (amount > maxTip(currency)) return 'aboveMaximum';
  return null;
}

/** The longest name and message a reader may leave with a tip. */
export const TIP_NAME_MAX = 80;
export const TIP_MESSAGE_MAX = 500;
