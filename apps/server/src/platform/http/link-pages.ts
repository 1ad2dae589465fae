import type { Language } from '@bitacora/domain';
import type { Context } from 'hono';
import { escapeHtml } from '../mail/templates.ts';
import type { AppEnv } from './app-env.ts';
import { hashSource, serverPagePolicy } from './security-headers.ts';

/*
 * The small pages a mailed link opens (approve a comment, confirm or stop a subscription): one
 * look, no script, never cached or indexed. A GET only shows a button; the button POSTs to the
 * same address, because mail scanners fetch GETs.
 */

const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
main{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}blockquote{margin:0 0 1rem;padding:.5rem 1rem;border-left:3px solid #d1d5db;white-space:pre-wrap}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #2563eb;background:#2563eb;color:#fff;cursor:pointer}`;

export const LINK_PAGE_HEADERS = {
  'content-security-policy': serverPagePolicy({ styles: [hashSource(PAGE_CSS)], forms: true }),
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
};

/** A whole page: `body` is HTML already escaped; a reader's page in their language. */
export function linkPage(title: string, body: string, language: Language = 'es'): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Bitácora</title>
<style>${PAGE_CSS}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/**
 * People open these links from a mail, so they get a page; anything else asking (a script, the
 * API's own tests) gets the API's JSON.
 */
export const wantsPage = (c: Context<AppEnv>) =>
  (c.req.header('accept') ?? '').includes('text/html');

/** The one button that does what the link says. */
export const confirmForm = (label: string) =>
  `<form method="post"><button type="submit">${escapeHtml(label)}</button></form>`;
