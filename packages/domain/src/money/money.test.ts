import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_PLATFORM_FEE_BPS,
  feeBpsToPercent,
  formatMoney,
  fromProviderAmount,
  isAmount,
  isCurrency,
  isPlatformFeeBps,
  MIN_RECURRING_AMOUNT,
  parseFeePercent,
  parseMoneyInput,
  platformFee,
  priceProblem,
  splitPayment,
  toProviderAmount,
} from './money.ts';

describe('currencies', () => {
  it('are the eight of issue 34, dollars by default', () => {
    expect(CURRENCIES).toEqual(['ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD']);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(isCurrency('CLP')).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency('clp')).toBe(false);
    expect(isCurrency(3)).toBe(false);
  });

  it('count whole pesos in CLP and COP and cents elsewhere', () => {
    expect(CURRENCIES.filter((c) => CURRENCY_DECIMALS[c] === 0)).toEqual(['CLP', 'COP']);
  });
});

describe('amounts', () => {
  it('are whole, non-negative, bounded numbers', () => {
    expect(isAmount(0)).toBe(true);
    expect(isAmount(1599)).toBe(true);
    expect(isAmount(15.99)).toBe(false);
    expect(isAmount(-1)).toBe(false);
    expect(isAmount('100')).toBe(false);
    expect(isAmount(Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

const FORMATTED_ES: Record<Currency, string> = {
  ARS: '1234,56 $',
  BRL: '1234,56 R$',
  CLP: '123.456 $',
  COP: '123.456 $',
  MXN: '1234,56 $',
  PEN: '1234,56 S/',
  UYU: '1234,56 $U',
  USD: '1234,56 US$',
};

describe('formatMoney', () => {
  it('lays 123456 minor units out in Spanish with each currency own symbol', () => {
    for (const currency of CURRENCIES) {
      expect(formatMoney(123456, currency).replace(/\s/g, ' ')).toBe(FORMATTED_ES[currency]);
    }
  });

  it('follows the page language', () => {
    expect(formatMoney(123456, 'PEN', 'en').replace(/\s/g, ' ')).toBe('S/ 1,234.56');
    expect(formatMoney(1500, 'CLP', 'en').replace(/\s/g, ' ')).toBe('$ 1,500');
    expect(formatMoney(5, 'BRL', 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 0,05');
  });

  it('shows cents even when the amount is whole, and none in CLP and COP', () => {
    expect(formatMoney(100, 'USD').replace(/\s/g, ' ')).toBe('1,00 US$');
    expect(formatMoney(0, 'COP').replace(/\s/g, ' ')).toBe('0 $');
  });
});

describe('provider amounts', () => {
  it('go out as decimals and come back as the same minor units in every currency', () => {
    for (const currency of CURRENCIES) {
      for (const amount of [0, 1, 7, 10, 99, 1599, 123456, 10_000_001]) {
        const wire = toProviderAmount(amount, currency);
        expect(JSON.parse(JSON.stringify(wire))).toBe(wire);
        expect(fromProviderAmount(wire, currency)).toBe(amount);
        expect(fromProviderAmount(String(wire), currency)).toBe(amount);
      }
    }
    expect(toProviderAmount(1599, 'BRL')).toBe(15.99);
    expect(toProviderAmount(1599, 'COP')).toBe(1599);
    expect(JSON.stringify({ transaction_amount: toProviderAmount(10, 'USD') })).toBe(
      '{"transaction_amount":0.1}',
    );
  });

  it('are read from their digits, not by multiplying floats', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a double: still 30 cents.
    expect(fromProviderAmount(0.1 + 0.2, 'USD')).toBe(30);
    expect(fromProviderAmount(1.005, 'USD')).toBeNull();
    expect(fromProviderAmount(19.9, 'ARS')).toBe(1990);
    expect(fromProviderAmount(1500.5, 'CLP')).toBeNull();
    expect(fromProviderAmount(-1, 'USD')).toBeNull();
    expect(fromProviderAmount(Number.NaN, 'USD')).toBeNull();
    expect(fromProviderAmount('1,50', 'USD')).toBeNull();
    expect(fromProviderAmount('abc', 'USD')).toBeNull();
  });
});

describe('parseMoneyInput', () => {
  it('reads what an admin types', () => {
    expect(parseMoneyInput('15,99', 'BRL')).toBe(1599);
    expect(parseMoneyInput('15.99', 'USD')).toBe(1599);
    expect(parseMoneyInput(' 100 ', 'MXN')).toBe(10000);
    expect(parseMoneyInput('2,5', 'PEN')).toBe(250);
    expect(parseMoneyInput('1.500', 'CLP')).toBe(1500);
    expect(parseMoneyInput('12 000', 'COP')).toBe(12000);
    expect(parseMoneyInput('1.000.000', 'COP')).toBe(1_000_000);
  });

  it('refuses what is not an amount of the currency', () => {
    expect(parseMoneyInput('1,5', 'CLP')).toBeNull();
    expect(parseMoneyInput('15,999', 'UYU')).toBeNull();
    expect(parseMoneyInput('-5', 'USD')).toBeNull();
    expect(parseMoneyInput('', 'ARS')).toBeNull();
    expect(parseMoneyInput('1e3', 'ARS')).toBeNull();
    expect(parseMoneyInput('99999999999999', 'USD')).toBeNull();
  });
});

describe('priceProblem', () => {
  it('takes the provider minimum in every currency and 0 only for the free tier', () => {
    for (const currency of CURRENCIES) {
      const least = MIN_RECURRING_AMOUNT[currency];
      expect(isAmount(least) && least > 0).toBe(true);
      expect(priceProblem(least, currency, false)).toBeNull();
      expect(priceProblem(least - 1, currency, false)).toBe('belowMinimum');
      expect(priceProblem(0, currency, false)).toBe('belowMinimum');
      expect(priceProblem(0, currency, true)).toBeNull();
      expect(priceProblem(least, currency, true)).toBe('freeMustBeZero');
      expect(priceProblem(least + 0.5, currency, false)).toBe('notAmount');
    }
    expect(MIN_RECURRING_AMOUNT.MXN).toBe(10_000);
    expect(MIN_RECURRING_AMOUNT.BRL).toBe(100);
  });
});

describe('fees', () => {
  it('are 0 by default and at most half', () => {
    expect(DEFAULT_PLATFORM_FEE_BPS).toBe(0);
    expect(isPlatformFeeBps(0)).toBe(true);
    expect(isPlatformFeeBps(5000)).toBe(true);
    expect(isPlatformFeeBps(5001)).toBe(false);
    expect(isPlatformFeeBps(2.5)).toBe(false);
    expect(isPlatformFeeBps(-1)).toBe(false);
  });

  it('show the platform fee as a percentage with two decimals and read it back', () => {
    expect(feeBpsToPercent(0)).toBe('0,00');
    expect(feeBpsToPercent(5)).toBe('0,05');
    expect(feeBpsToPercent(250)).toBe('2,50');
    expect(feeBpsToPercent(5000)).toBe('50,00');
    expect(() => feeBpsToPercent(5001)).toThrow(RangeError);
    expect(parseFeePercent('2,5')).toBe(250);
    expect(parseFeePercent(' 2.50 ')).toBe(250);
    expect(parseFeePercent('0,07')).toBe(7);
    expect(parseFeePercent('12 %')).toBe(1200);
    expect(parseFeePercent('0')).toBe(0);
    expect(parseFeePercent('50')).toBe(5000);
    expect(parseFeePercent('50,01')).toBeNull();
    expect(parseFeePercent('2,505')).toBeNull();
    expect(parseFeePercent('-1')).toBeNull();
    expect(parseFeePercent('')).toBeNull();
    expect(parseFeePercent('dos')).toBeNull();
    for (const bps of [0, 1, 99, 100, 333, 4999, 5000]) {
      expect(parseFeePercent(feeBpsToPercent(bps))).toBe(bps);
    }
  });

  it('round the platform share down to the minor unit, exactly', () => {
    expect(platformFee(1599, 0)).toBe(0);
    expect(platformFee(1599, 250)).toBe(39); // 39.975
    expect(platformFee(999, 1000)).toBe(99); // 99.9
    expect(platformFee(MIN_RECURRING_AMOUNT.CLP, 333)).toBe(33); // 33.3 pesos
    expect(platformFee(900_000_000_001, 9_999 - 4_999)).toBe(450_000_000_000);
    expect(() => platformFee(10.5, 100)).toThrow(RangeError);
    expect(() => platformFee(100, 10_001)).toThrow(RangeError);
  });

  it('split every currency gross into fees and a net that adds back up', () => {
    for (const currency of CURRENCIES) {
      const gross = MIN_RECURRING_AMOUNT[currency] * 3 + 7;
      const providerFee = Math.floor((gross * 599) / 10_000);
      for (const bps of [0, 1, 250, 1000, 5000]) {
        const split = splitPayment(gross, providerFee, bps);
        expect(split.gross).toBe(gross);
        expect(split.providerFee).toBe(providerFee);
        expect(split.platformFee).toBe(platformFee(gross, bps));
        expect(split.gross - split.providerFee - split.platformFee).toBe(split.net);
        for (const value of Object.values(split)) expect(Number.isInteger(value)).toBe(true);
      }
    }
    expect(splitPayment(1599, 99, 0)).toEqual({
      gross: 1599,
      providerFee: 99,
      platformFee: 0,
      net: 1500,
    });
  });

  it('never take the net below zero', () => {
    expect(splitPayment(100, 80, 5000)).toEqual({
      gross: 100,
      providerFee: 80,
      platformFee: 20,
      net: 0,
    });
    expect(() => splitPayment(100, 101, 0)).toThrow(RangeError);
    expect(() => splitPayment(100, -1, 0)).toThrow(RangeError);
  });
});
