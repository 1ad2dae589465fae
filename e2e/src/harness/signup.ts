import type { Page } from 'playwright-core';
import { codeIn, latestMail } from './outbox.ts';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  blogName: string;
  subdomain: string;
}

/** A fresh account and blog, with names unique to this run. */
export function newAccount(prefix: string): NewAccount {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `${prefix}-${stamp}@example.com`,
    password: 'Primera123!',
    name: 'Nora Nueva',
    blogName: `Cuaderno ${stamp}`,
    subdomain: `${prefix}-${stamp}`,
  };
}

/**
 * The four steps of /signup as a person goes through them: the captcha widget solves its proof
 * of work, the code comes from the outbox, then the account and blog are created.
 */
export async function signUp(page: Page, account: NewAccount) {
  await page.goto('/signup');
  const step1 = page.getByRole('form', { name: 'Tu correo electrónico' });
  await step1.getByLabel('Correo electrónico').fill(account.email);
  await step1.getByRole('checkbox', { name: 'No soy un robot' }).click();
  await page.getByText('Verificado', { exact: true }).waitFor({ timeout: 30_000 });
  await step1.getByRole('button', { name: 'Solicitar código' }).click();

  const step2 = page.getByRole('form', { name: 'Código de verificación' });
  await step2.waitFor();
  await step2.getByLabel('Código').fill(codeIn(await latestMail(account.email)));
  await step2.getByRole('button', { name: 'Verificar código' }).click();

  const step3 = page.getByRole('form', { name: 'Tu cuenta y tu blog' });
  await step3.waitFor();
  await step3.getByRole('textbox', { name: 'Nombre', exact: true }).fill(account.name);
  await step3.getByLabel('Contraseña').fill(account.password);
  await step3.getByLabel('Nombre del blog').fill(account.blogName);
  await step3.getByLabel('Subdominio').fill(account.subdomain);
  await step3.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByText('¡Cuenta creada con éxito! Puedes iniciar sesión.').waitFor();
}
