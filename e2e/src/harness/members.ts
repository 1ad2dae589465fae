import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestMail, linkIn, mailsTo } from './outbox.ts';
import { callAsPanel } from './panel-api.ts';

/** The demo PRO blog's ('Blog Pro') sign-in mail for members, and its link. */
export const MEMBER_SIGN_IN_SUBJECT = /Tu enlace para entrar en Blog Pro/;
export const MEMBER_SIGN_IN_LINK = /^\/members\/entrar\?token=/;

/**
 * A reader on the members' sign-in page asks for a link, opens the one the outbox just got,
 * confirms it and lands on 'Mi cuenta'. Answers the link, as the mail carried it.
 */
export async function memberSignsInByMail(page: Page, email: string): Promise<string> {
  const subject = MEMBER_SIGN_IN_SUBJECT;
  const before = (await mailsTo(email, { subject })).length;
  await page.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
  await expect
    .poll(async () => (await mailsTo(email, { subject })).length, { timeout: 15_000 })
    .toBe(before + 1);
  const link = linkIn(await latestMail(email, { subject }), MEMBER_SIGN_IN_LINK);
  await page.goto(link);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
  return link;
}

/**
 * The signed-in admin of the active blog connects its MercadoPago account once, at the sandbox's
 * authorisation page, and comes back to 'Configuración'.
 */
export async function connectAtSandbox(panel: Page): Promise<void> {
  const started = await callAsPanel<{ url: string }>(
    panel,
    'POST',
    '/api/members/mercadopago/connect',
  );
  expect(started.status).toBe(200);
  await panel.goto(started.json.url);
  await panel.getByRole('button', { name: 'Autorizar' }).click();
  await panel.waitForURL(/\/cms\/settings/);
}
