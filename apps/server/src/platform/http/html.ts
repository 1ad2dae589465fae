/** Text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a `<script>` element: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A link target a visitor may follow: http(s) or a path on the blog; anything else is null. */
export function safeHref(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^\/(?!\/)[^\s]*$/.test(value) || value === '/') return value;
  return null;
}
