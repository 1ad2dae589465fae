import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationPaymentId, type WebhookRequest } from './provider.ts';

/** MercadoPago's signed manifest: `id:{data.id};request-id:{x-request-id};ts:{ts};`. */
export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  // MercadoPago lower-cases alphanumeric ids in the manifest.
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `id:${id};request-id:${requestId};ts:${ts};`;
}

export function signManifest(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** The `x-signature` header value for a notification (used by the sandbox and in tests). */
export function signatureHeader(secret: string, dataId: string, requestId: string, ts: string) {
  return `ts=${ts},v1=${signManifest(secret, signatureManifest(dataId, requestId, ts))}`;
}

/**
 * Checks `x-signature: ts=…,v1=…` (HMAC-SHA256 with `secret` over the manifest) in constant
 * time. There is no freshness window: the provider retries with its original notification,
 * and a replay is harmless because processing re-reads the payment and records each once.
 */
export function verifySignature(secret: string, request: WebhookRequest): boolean {
  const header = request.header('x-signature');
  const requestId = request.header('x-request-id') ?? '';
  const dataId = notificationPaymentId(request);
  if (!header || !dataId) return false;
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index > 0) parts.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const expected = Buffer.from(
    signManifest(secret, signatureManifest(dataId, requestId, ts)),
    'hex',
  );
  return timingSafeEqual(expected, Buffer.from(v1.toLowerCase(), 'hex'));
}
