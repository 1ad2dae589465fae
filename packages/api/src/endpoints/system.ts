import { type ApiClient, readList } from '../client.ts';
import type { CaptchaChallenge } from '../schemas/captcha.schema.ts';
import type { HealthResponse } from '../schemas/common.schema.ts';
import type { OutboxMessage } from '../schemas/outbox.schema.ts';

/** `GET /api/health`: `{ status: 'ok' }` once the database answers. */
export function getHealth(client: ApiClient): Promise<HealthResponse> {
  return client.request('/api/health');
}

/** `GET /api/captcha/challenge`: a fresh ALTCHA challenge for the signup form. */
export function getCaptchaChallenge(client: ApiClient): Promise<CaptchaChallenge> {
  return client.request('/api/captcha/challenge');
}

/** `GET /api/dev/outbox` (demo mode only): the latest mails, newest first. */
export async function listOutbox(client: ApiClient): Promise<OutboxMessage[]> {
  return readList<OutboxMessage>(await client.request('/api/dev/outbox')).data;
}
