import { describe, expect, it } from 'vitest';
import { pendingSignInOf } from './enter-panel.ts';

describe('pendingSignInOf', () => {
  it('takes the step a signup or an invitation handed to /login', () => {
    const pending = { step: 'two-factor', challenge: 'c', email: 'a@b.es' };
    expect(pendingSignInOf({ pending })).toEqual(pending);
  });

  it('ignores any other navigation state', () => {
    expect(pendingSignInOf(null)).toBeNull();
    expect(pendingSignInOf({})).toBeNull();
    expect(pendingSignInOf({ pending: 'x' })).toBeNull();
    expect(pendingSignInOf({ pending: { step: 'otro', challenge: 'c', email: 'a' } })).toBeNull();
    expect(pendingSignInOf({ pending: { step: 'enrol', email: 'a' } })).toBeNull();
  });
});
