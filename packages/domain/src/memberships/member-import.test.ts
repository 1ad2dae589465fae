import { describe, expect, it } from 'vitest';
import {
  importedPaidUntil,
  MEMBER_IMPORT_PAID_DAYS,
  memberImportFormat,
  memberImportRow,
} from './member-import.ts';

describe('memberImportFormat', () => {
  it("knows Ghost's, Substack's two and Bitácora's own exports by their columns", () => {
    expect(
      memberImportFormat(
        'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers'.split(
          ',',
        ),
      ),
    ).toBe('ghost');
    expect(memberImportFormat(['Email', 'Name', 'Subscription type', 'Start date'])).toBe(
      'substack',
    );
    expect(
      memberImportFormat(['email', 'active_subscription', 'expiry', 'plan', 'email_disabled']),
    ).toBe('substack-archive');
    expect(
      memberImportFormat(['email', 'name', 'status', 'tier', 'created_at', 'newsletter']),
    ).toBe('bitacora');
    expect(memberImportFormat([' EMAIL ', 'nombre'])).toBe('plain');
    expect(memberImportFormat(['correo', 'name'])).toBeNull();
  });
});

describe('memberImportRow', () => {
  it('reads a Ghost row: gift, paying customer with a tier, consent, deleted', () => {
    const base = {
      email: '  Ana@Example.COM ',
      name: ' Ana Núñez 🌵 ',
      subscribed_to_emails: 'true',
      complimentary_plan: 'false',
      stripe_customer_id: '',
      deleted_at: '',
      tiers: '',
      created_at: '2023-04-05T10:00:00.000Z',
    };
    expect(memberImportRow('ghost', base)).toEqual({
      email: 'ana@example.com',
      name: 'Ana Núñez 🌵',
      access: 'free',
      newsletter: true,
      paidUntil: null,
      tierName: null,
      deleted: false,
      joinedAt: new Date('2023-04-05T10:00:00.000Z'),
    });
    expect(memberImportRow('ghost', { ...base, complimentary_plan: 'true' }).access).toBe('comped');
    const payer = memberImportRow('ghost', {
      ...base,
      stripe_customer_id: 'cus_1',
      tiers: 'Mecenas, Otro',
    });
    expect(payer).toMatchObject({ access: 'paid', tierName: 'Mecenas' });
    // A Stripe customer with no tier left paid once and is free now.
    expect(memberImportRow('ghost', { ...base, stripe_customer_id: 'cus_1' }).access).toBe('free');
    expect(memberImportRow('ghost', { ...base, subscribed_to_emails: 'false' }).newsletter).toBe(
      false,
    );
    expect(memberImportRow('ghost', { ...base, deleted_at: '2024-01-01' }).deleted).toBe(true);
  });

  it("reads Substack's subscription types", () => {
    const type = (t: string) =>
      memberImportRow('substack', { email: 'x@example.com', 'subscription type': t }).access;
    expect(type('Free')).toBe('free');
    expect(type('Paid - Monthly')).toBe('paid');
    expect(type('Founding')).toBe('paid');
    expect(type('Gift - Annual')).toBe('paid');
    expect(type('Comp')).toBe('comped');
    expect(type('')).toBe('free');
    expect(
      memberImportRow('substack', { email: 'x@example.com', 'start date': '2024-02-03' }).joinedAt,
    ).toEqual(new Date('2024-02-03'));
    // The dashboard's file states no consent to mails.
    expect(memberImportRow('substack', { email: 'x@example.com' }).newsletter).toBe(false);
  });

  it("reads Substack's email_list: active plan, expiry and email_disabled", () => {
    const row = (r: Record<string, string>) =>
      memberImportRow('substack-archive', { email: 'x@example.com', ...r });
    expect(
      row({
        active_subscription: 'true',
        plan: 'yearly',
        expiry: '2027-03-01T00:00:00.000Z',
        email_disabled: 'false',
      }),
    ).toMatchObject({
      access: 'paid',
      paidUntil: new Date('2027-03-01T00:00:00.000Z'),
      newsletter: true,
    });
    expect(row({ active_subscription: 'true', plan: 'comp', expiry: 'nunca' })).toMatchObject({
      access: 'comped',
      paidUntil: null,
      newsletter: false,
    });
    expect(row({ active_subscription: 'false', email_disabled: 'true' })).toMatchObject({
      access: 'free',
      newsletter: false,
    });
  });

  it("reads Bitácora's own export and a plain list", () => {
    expect(
      memberImportRow('bitacora', {
        email: 'x@example.com',
        status: 'comped',
        tier: 'Mecenas',
        newsletter: 'yes',
        comp_until: '2027-03-31T23:59:59.000Z',
      }),
    ).toMatchObject({
      access: 'comped',
      tierName: 'Mecenas',
      newsletter: true,
      paidUntil: new Date('2027-03-31T23:59:59.000Z'),
    });
    expect(
      memberImportRow('bitacora', { email: 'x@example.com', status: 'comped', comp_until: '' })
        .paidUntil,
    ).toBeNull();
    expect(memberImportRow('bitacora', { email: 'x@example.com', status: 'vip' }).access).toBe(
      'free',
    );
    expect(memberImportRow('plain', { name: 'a'.repeat(101) })).toMatchObject({
      email: '',
      name: 'a'.repeat(100),
      access: 'free',
    });
  });
});

describe('importedPaidUntil', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it("takes the file's future end, else the admin's date, else a month", () => {
    const later = new Date('2026-06-01T00:00:00Z');
    const chosen = new Date('2026-02-01T00:00:00Z');
    expect(importedPaidUntil({ paidUntil: later }, chosen, now)).toEqual(later);
    expect(importedPaidUntil({ paidUntil: new Date('2025-01-01') }, chosen, now)).toEqual(chosen);
    expect(importedPaidUntil({ paidUntil: null }, null, now)).toEqual(
      new Date(now.getTime() + MEMBER_IMPORT_PAID_DAYS * 86_400_000),
    );
  });
});

describe("the import's and the gift's messages", () => {
  it('say sizes, rows, reports and dates in Spanish', async () => {
    const { MEMBERSHIP_MESSAGES: M } = await import('../messages/memberships.es.ts');
    expect(M.importTooLarge(5)).toContain('5 MB');
    expect(M.importTooManyRows(50_000)).toContain('50.000 filas');
    expect(M.importReport({ imported: 2, updated: 1, skipped: 0, comped: 1 })).toBe(
      'Nuevos: 2 · Actualizados: 1 · Sin cambios: 0 · Con regalo: 1',
    );
    expect(M.importErrorLine(3, M.importEmailInvalid)).toBe('Línea 3: El email no es válido');
    expect(M.compUntilText('1 de marzo de 2027')).toBe('Regalo hasta el 1 de marzo de 2027.');
  });
});
