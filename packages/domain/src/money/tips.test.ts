import { describe, expect, it } from 'vitest';
import { CURRENCIES, MIN_RECURRING_AMOUNT, splitPayment } from './money.ts';
import { MIN_TIP, maxTip, suggestedTips, TIP_BASE, tipProblem } from './tips.ts';

describe('tips', () => {
  it('suggest one, three and five coffees of the currency', () => {
    expect(suggestedTips('USD')).toEqual([300, 900, 1_500]);
    expect(suggestedTips('CLP')).toEqual([3_000, 9_000, 15_000]);
  });

  it('take, in every currency, what lies between its least tip and a hundred coffees', () => {
    for (const currency of CURRENCIES) {
      const min = MIN_TIP[currency];
      expect(min).toBeLessThanOrEqual(TIP_BASE[currency]);
      expect(tipProblem(min, currency)).toBeNull();
      expect(tipProblem(TIP_BASE[currency], currency)).toBeNull();
      expect(tipProblem(maxTip(currency), currency)).toBeNull();
      expect(tipProblem(min - 1, currency)).toBe('belowMinimum');
      expect(tipProblem(maxTip(currency) + 1, currency)).toBe('aboveMaximum');
    }
  });

  it('are no tip at nothing, fractions of the minor unit, or what is not a number', () => {
    expect(tipProblem(0, 'USD')).toBe('notAmount');
    expect(tipProblem(150.5, 'USD')).toBe('notAmount');
    expect(tipProblem(-300, 'USD')).toBe('notAmount');
    expect(tipProblem('300', 'USD')).toBe('notAmount');
  });

  it('may be smaller than a membership, where the provider allows it', () => {
    expect(MIN_TIP.MXN).toBeLessThan(MIN_RECURRING_AMOUNT.MXN);
  });

  it('split like any payment: the platform fee rounds down and the rest is the blogger’s', () => {
    // 3,00 US$ at 2.5 %: 7.5 cents of fee round down to 7.
    expect(splitPayment(300, 45, 250)).toEqual({
      gross: 300,
      providerFee: 45,
      platformFee: 7,
      net: 248,
    });
  });
});
