/**
 * Money in Bitácora: what readers pay a blog (issue 34). Every amount is an integer count of the
 * currency's minor unit, never a floating-point number; only the provider's JSON wire turns one into
 * a decimal (`toProviderAmount`), and back (`fromProviderAmount`).
 */

/** The currencies a blog may sell in: MercadoPago's own seven, and the dollar. */
export const CURRENCIES = ['ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A blog that never chose sells in dollars: the one currency every reader can read a price in. */
export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Digits after the decimal point, which is also what one minor unit is worth. ISO 4217 gives CLP
 * none and COP two, but MercadoPago takes COP amounts as whole pesos only ("Prices in COP currency
 * must be expressed with integer values") and the centavo is out of use, so both count whole pesos:
 * 1 500 CLP is 1500, 1 500 COP is 1500. The others count cents: 15,00 BRL is 1500.
 */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, 0 | 2>> = {
  ARS: 2,
  BRL: 2,
  CLP: 0,
  COP: 0,
  MXN: 2,
  PEN: 2,
  UYU: 2,
  USD: 2,
};

/**
 * Each currency's own symbol, as its readers write it: the page's language lays the number out,
 * but a price in soles reads 'S/' and not 'PEN', and the Uruguayan peso '$U' so that it is not
 * taken for another peso.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  ARS: '$',
  BRL: 'R$',
  CLP: '$',
  COP: '$',
  MXN: '$',
  PEN: 'S/',
  UYU: '$U',
  USD: 'US$',
};

/**
 * The least a recurring payment (MercadoPago's preapproval) may charge, in minor units.
 * Documented: MXN 100.00 ("El monto mínimo permitido para crear una suscripción es de $100.00",
 * https://www.mercadopago.com.mx/developers/es/docs/subscriptions/requirements) and BRL 1.00
 * ("The minimum amount allowed to create a subscription is R$1.00",
 * https://www.mercadopago.com.br/developers/en/guides/online-payments/subscriptions/previous-requirements;
 * the Portuguese page says R$0,50, so the stricter of the two).
 * Not documented for the others: chosen near one dollar, rounded up, and at least the provider's
 * least card payment where it gives one (CLP 1 000, COP 1 000 for Checkout Pro): ARS 1 000,00,
 * CLP 1 000, COP 5 000, PEN 5,00, UYU 40,00, USD 1,00.
 */
export const MIN_RECURRING_AMOUNT: Readonly<Record<Currency, number>> = {
  ARS: 100_000,
  BRL: 100,
  CLP: 1_000,
  COP: 5_000,
  MXN: 10_000,
  PEN: 500,
  UYU: 4_000,
  USD: 100,
};

/** The most a price may be, in minor units: far above any membership, far below 2^53. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** A count of minor units: a whole number, not negative, not absurd. */
export function isAmount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    const digits = CURRENCY_DECIMALS[currency];
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * An amount as a reader reads it: laid out in the page's language (es-ES unless given), with the
 * currency's own symbol. 123456 ARS is '1234,56 $' in es-ES and '$1,234.56' in en.
 */
export function formatMoney(amount: number, currency: Currency, locale = 'es-ES'): string {
  const parts = formatter(currency, locale).formatToParts(toProviderAmount(amount, currency));
  return parts
    .map((part) => (part.type === 'currency' ? CURRENCY_SYMBOLS[currency] : part.value))
    .join('');
}

/**
 * The decimal the provider's API takes (`transaction_amount`, `unit_price`): 1599 BRL is 15.99,
 * 1500 CLP is 1500. Only for the JSON sent out; nothing is added up in this form.
 */
export function toProviderAmount(amount: number, currency: Currency): number {
  // An integer over 100 is the double nearest the decimal, which JSON writes as that decimal.
  return CURRENCY_DECIMALS[currency] === 0 ? amount : amount / 100;
}

/**
 * The provider's decimal (15.99, 1500, or the same as text) back in minor units, read from its
 * digits so that 0.1 + 0.2 never happens; null when it is not a plain amount with at most the
 * currency's decimals.
 */
export function fromProviderAmount(value: number | string, currency: Currency): number | null {
  const text = typeof value === 'number' ? decimalText(value) : value.trim();
  return parseDecimal(text, CURRENCY_DECIMALS[currency], '.');
}

/**
 * What an admin types in a price field ('1500', '15,99', '15.99', '1.500' for CLP) in minor units,
 * or null. A comma is the decimal separator; so is a point in currencies with decimals when it is
 * followed by one or two digits. Thousands may be grouped with points or spaces in whole-number
 * currencies only, where no decimal point can be meant.
 */
export function parseMoneyInput(text: string, currency: Currency): number | null {
  const digits = CURRENCY_DECIMALS[currency];
  const trimmed = text.trim().replace(/\s/g, '');
  if (digits === 0) return parseDecimal(trimmed.replace(/\.(?=\d{3}(\D|$))/g, ''), 0, ',');
  return parseDecimal(trimmed.replace(',', '.'), digits, '.');
}

function decimalText(value: number): string {
  // Numbers the provider sends have at most a few decimals; toFixed(6) reads them exactly and leaves
  // the excess zeros for parseDecimal to drop.
  return Number.isFinite(value) ? value.toFixed(6).replace(/\.?0+$/, '') : 'NaN';
}

function parseDecimal(text: string, digits: number, point: '.' | ','): number | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction && text[whole.length] !== point) return null;
  if (fraction.length > digits) return null;
  const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return isAmount(amount) ? amount : null;
}

/** A tier's price, or why it cannot be one. */
export type PriceProblem = 'notAmount' | 'freeMustBeZero' | 'belowMinimum';

/**
 * The free tier costs nothing; a paid tier costs at least the provider's minimum recurring amount
 * in the blog's currency (`MIN_RECURRING_AMOUNT`).
 */
export function priceProblem(
  amount: unknown,
  currency: Currency,
  free: boolean,
): PriceProblem | null {
  if (!isAmount(amount)) return 'notAmount';
  if (free) return amount === 0 ? null : 'freeMustBeZero';
  return amount >= MIN_RECURRING_AMOUNT[currency] ? null : 'belowMinimum';
}

/** The platform fee as a share of the gross, in basis points: 250 is 2.5 %. */
export const DEFAULT_PLATFORM_FEE_BPS = 0;
export const MAX_PLATFORM_FEE_BPS = 5_000;

export function isPlatformFeeBps(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PLATFORM_FEE_BPS
  );
}

/**
 * The platform fee as the super admin reads it, a percentage with two decimals in Spanish
 * ('2,50' for 250 basis points); written from the integer, never through a float.
 */
export function feeBpsToPercent(bps: number): string {
  if (!isPlatformFeeBps(bps)) throw new RangeError(`Not a platform fee: ${bps}`);
  return `${Math.trunc(bps / 100)},${String(bps % 100).padStart(2, '0')}`;
}

/**
 * What the super admin types as the platform fee ('2,5', '2.50', '0', '50') in basis points, or
 * null when it is not a percentage from 0 to 50 with at most two decimals.
 */
export function parseFeePercent(text: string): number | null {
  const bps = parseDecimal(text.trim().replace(/\s*%$/, '').replace(',', '.'), 2, '.');
  return bps !== null && isPlatformFeeBps(bps) ? bps : null;
}

/**
 * The platform's share of a gross amount, rounded down to the minor unit (so the blogger never
 * loses a fraction to rounding); computed on integers, exactly.
 */
export function platformFee(gross: number, feeBps: number): number {
  if (!isAmount(gross)) throw new RangeError(`Not an amount: ${gross}`);
  if (!isPlatformFeeBps(feeBps)) throw new RangeError(`Not a platform fee: ${feeBps}`);
  return Number((BigInt(gross) * BigInt(feeBps)) / 10_000n);
}

/** A payment's lines in the ledger, every one in minor units of the same currency. */
export interface PaymentSplit {
  gross: number;
  providerFee: number;
  platformFee: number;
  net: number;
}

/**
 * How a payment divides: the provider's fee as it reports it, the platform's by `platformFee`, and
 * the rest, net = gross − provider fee − platform fee, to the blogger. The platform fee never takes
 * the net below zero: where the provider's fee already takes most of a small payment, the platform
 * takes only what is left.
 */
export function splitPayment(gross: number, providerFee: number, feeBps: number): PaymentSplit {
  if (!isAmount(providerFee) || providerFee > gross) {
    throw new RangeError(`Not a provider fee of ${gross}: ${providerFee}`);
  }
  const platform = Math.min(platformFee(gross, feeBps), gross - providerFee);
  return { gross, providerFee, platformFee: platform, net: gross - providerFee - platform };
}
