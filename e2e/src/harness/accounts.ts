import type { Page } from 'playwright-core';

/** The demo accounts of the seed (README), all with the same password. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = {
  super: 'super@example.com',
  admin: 'admin@example.com',
  author: 'author@example.com',
  pro: 'pro@example.com',
} as const;

/** The login screen, as a user finds it. */
export const loginScreen = (page: Page) => {
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  return {
    form,
    email: form.getByLabel('Correo electrónico'),
    password: form.getByLabel('Contraseña'),
    submit: form.getByRole('button', { name: 'Iniciar sesión' }),
    error: form.getByRole('alert'),
  };
};

/** Signs in through the login page and waits until it has gone elsewhere. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await signInHere(page, email, password);
}

/** Signs in on the login page the browser is already on (its address may say where to go next). */
export async function signInHere(page: Page, email: string, password = DEMO_PASSWORD) {
  const login = loginScreen(page);
  await login.email.fill(email);
  await login.password.fill(password);
  await login.submit.click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Ends the session as logout does: the stored token, user and blog go. */
export async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
}

/**
 * Signs in an admin of one blog and waits until the panel has made that blog the active one,
 * so that the next address typed is not overtaken by the guard's trip to the dashboard.
 */
export async function signInToDashboard(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/cms/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.waitForFunction(() => Boolean(window.localStorage.getItem('activeBlog')));
}
