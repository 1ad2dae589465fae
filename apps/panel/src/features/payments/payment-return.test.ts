import { PAYMENT_CONNECTION_MESSAGES as C, SETTINGS_MESSAGES } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { connectionReturnNotice, paymentReturnNotice } from './payment-return.ts';

describe('paymentReturnNotice', () => {
  it('congratulates on a paid checkout, warns on a pending one, and reports a cancelled one as an error', () => {
    expect(paymentReturnNotice('success')).toEqual({
      message: SETTINGS_MESSAGES.paymentSuccess,
      tone: 'success',
    });
    expect(paymentReturnNotice('pending')).toEqual({
      message: SETTINGS_MESSAGES.paymentPending,
      tone: 'info',
    });
    expect(paymentReturnNotice('cancelled')).toEqual({
      message: SETTINGS_MESSAGES.paymentCancelled,
      tone: 'error',
    });
  });

  it('says nothing without the parameter or with a value it does not know', () => {
    expect(paymentReturnNotice(null)).toBeNull();
    expect(paymentReturnNotice('')).toBeNull();
    expect(paymentReturnNotice('SUCCESS')).toBeNull();
  });
});

describe('connectionReturnNotice', () => {
  it('says the account is connected, that the admin cancelled, or that the provider failed', () => {
    expect(connectionReturnNotice('conectado')).toEqual({
      message: C.returnedConnected,
      tone: 'success',
    });
    expect(connectionReturnNotice('cancelado')).toEqual({
      message: C.returnedCancelled,
      tone: 'info',
    });
    expect(connectionReturnNotice('error')).toEqual({ message: C.returnedFailed, tone: 'error' });
    expect(connectionReturnNotice('otra')).toBeNull();
    expect(connectionReturnNotice(null)).toBeNull();
  });
});
