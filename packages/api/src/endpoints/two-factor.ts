import type { ApiClient } from '../client.ts';
import type { MessageResponse } from '../schemas/common.schema.ts';
import type {
  EnableTwoFactorBody,
  RecoveryCodesResponse,
  SetupTwoFactorBody,
  TwoFactorEnrolment,
  TwoFactorProofBody,
  TwoFactorStatus,
} from '../schemas/two-factor.schema.ts';

/** `GET /api/two-factor`: the caller's two-factor sign-in, on or off, and codes left. */
export function status(client: ApiClient): Promise<TwoFactorStatus> {
  return client.request('/api/two-factor');
}

/**
 * `POST /api/two-factor/setup`: with the password, a new secret and its QR code, on once a code
 * confirms it.
 */
export function setup(client: ApiClient, body: SetupTwoFactorBody): Promise<TwoFactorEnrolment> {
  return client.request('/api/two-factor/setup', { method: 'POST', body });
}

/**
 * `POST /api/two-factor/enable`: confirms the secret with a code and the password; answers the
 * recovery codes.
 */
export function enable(
  client: ApiClient,
  body: EnableTwoFactorBody,
): Promise<RecoveryCodesResponse> {
  return client.request('/api/two-factor/enable', { method: 'POST', body });
}

/** `POST /api/two-factor/disable`: with the password or a current code. */
export function disable(client: ApiClient, body: TwoFactorProofBody): Promise<MessageResponse> {
  return client.request('/api/two-factor/disable', { method: 'POST', body });
}

/** `POST /api/two-factor/recovery-codes`: ten new recovery codes; the old ones stop working. */
export function regenerateRecoveryCodes(
  client: ApiClient,
  body: TwoFactorProofBody,
): Promise<RecoveryCodesResponse> {
  return client.request('/api/two-factor/recovery-codes', { method: 'POST', body });
}
