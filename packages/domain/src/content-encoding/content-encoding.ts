/** The codings the server can send besides the body as it is (identity). */
export type ContentCoding = 'br' | 'gzip';

/** The server's own order when the client weighs several codings alike: brotli is smaller. */
const SERVER_ORDER: readonly ContentCoding[] = ['br', 'gzip'];

/** Bodies smaller than this gain nothing from compression (the frame costs about as much). */
export const MIN_COMPRESS_BYTES = 1024;

function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(value?.trim());
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    // A coding listed twice keeps its highest weight.
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  return weights;
}

/**
 * The codings the client takes, best first, per `Accept-Encoding` (RFC 9110 §12.5.3): a
 * coding named with q=0 is refused, `*` stands for every coding not named, higher q wins and
 * equal weights follow the server's order. No header means the body as it is.
 */
export function acceptedEncodings(
  header: string | undefined,
  offered: readonly ContentCoding[] = SERVER_ORDER,
): ContentCoding[] {
  if (!header) return [];
  const weights = parseWeights(header);
  const wildcard = weights.get('*') ?? 0;
  return offered
    .map((coding, order) => ({ coding, order, q: weights.get(coding) ?? wildcard }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.coding);
}

/** The coding to send, or null for the body as it is. */
export const chooseEncoding = (
  header: string | undefined,
  offered: readonly ContentCoding[] = SERVER_ORDER,
): ContentCoding | null => acceptedEncodings(header, offered)[0] ?? null;

/** Streams of events go out as each is written; compressing them would hold events back. */
const NEVER = /^\s*text\/event-stream/i;
const COMPRESSIBLE =
  /^\s*(text\/[^;\s]+|application\/(json|xml|javascript|ecmascript|x-javascript|x-ndjson|wasm|rtf)|image\/svg\+xml|font\/(otf|ttf)|[^;\s/]+\/[^;\s]+\+(json|xml|text|yaml))\s*(;|$)/i;

/**
 * Whether a body of this type is worth compressing: text and JSON are; images, archives,
 * video and fonts in woff are compressed already.
 */
export const isCompressibleType = (contentType: string | null | undefined): boolean =>
  !!contentType && !NEVER.test(contentType) && COMPRESSIBLE.test(contentType);
