import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** `http://localhost:{port}`. */
  origin: string;
  port: number;
  /** Uncaught errors of the pages so far (a test can assert there were none). */
  pageErrors: string[];
}

export interface SessionOptions {
  viewport?: { width: number; height: number };
}

/** Waits for one element or state; a whole flow gets the test's own timeout. */
const ACTION_TIMEOUT_MS = 15_000;

/**
 * A fresh browser context (no cookies, no storage) on the shared Chromium for one test file,
 * opened before its tests and closed after them. Read the fields inside tests or hooks.
 */
export function useBrowser(options: SessionOptions = {}): BrowserSession {
  const session = { pageErrors: [] as string[] } as BrowserSession;
  beforeAll(async () => {
    session.origin = inject('origin');
    session.port = inject('port');
    session.browser = await chromium.connect(inject('browserEndpoint'));
    session.context = await session.browser.newContext({
      baseURL: session.origin,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      viewport: options.viewport ?? { width: 1280, height: 900 },
    });
    session.context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    session.context.setDefaultNavigationTimeout(30_000);
    session.context.on('weberror', (error) => session.pageErrors.push(String(error.error())));
    session.page = await session.context.newPage();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !session.page) return;
    // What the page showed when a step failed: a screenshot and its text, for the report.
    const folder = path.join(tmpdir(), 'bitacora-e2e-failures');
    mkdirSync(folder, { recursive: true });
    const file = path.join(
      folder,
      `${context.task.name.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`,
    );
    await session.page.screenshot({ path: file, fullPage: true }).catch(() => {});
    const text = await session.page
      .locator('body')
      .innerText()
      .catch(() => '');
    console.error(`Failed at ${session.page.url()} (screenshot: ${file})\n${text.slice(0, 1500)}`);
    if (session.pageErrors.length > 0) console.error('Page errors:', session.pageErrors);
  });
  afterAll(async () => {
    await session.context?.close();
    await session.browser?.close();
  });
  return session;
}

/**
 * A second context on the file's browser with JavaScript off (the plain HTML path a reader
 * without scripts takes), opened after the file's session and closed after its tests.
 */
export function useNoScriptPage(session: BrowserSession): { context: BrowserContext; page: Page } {
  const handle = {} as { context: BrowserContext; page: Page };
  beforeAll(async () => {
    handle.context = await session.browser.newContext({
      baseURL: session.origin,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      javaScriptEnabled: false,
    });
    handle.context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    handle.page = await handle.context.newPage();
  });
  afterAll(async () => {
    await handle.context?.close();
  });
  return handle;
}

/** The address of a blog's public site on the server under test. */
export const blogOrigin = (session: BrowserSession, subdomain: string) =>
  `http://${subdomain}.localhost:${session.port}`;

/** A new tab in the same context (same storage), for a second person or a public page. */
export async function newTab(session: BrowserSession): Promise<Page> {
  return session.context.newPage();
}
