/*
 * A blog's own account at the provider (MercadoPago's OAuth for marketplaces): the blog's admin
 * authorises Bitácora's application, the provider sends a code back to our address, and the code
 * is exchanged for the seller's access token (about 180 days) and a refresh token. Readers'
 * payments to the blog are created with that access token (docs/decisions/060-paid-memberships.md).
 */

/** A seller's access token: every readers' payment call names the account it acts on. */
export type SellerToken = string;

/** What the provider hands over for a seller, at the exchange of a code and at each refresh. */
export interface SellerTokens {
  accessToken: SellerToken;
  refreshToken: string;
  /** The seller's user id at the provider: its notices name it (`user_id`). */
  userId: string;
  /** The account's name at the provider, when it said. */
  nickname: string | null;
  /** Seconds the access token lasts. */
  expiresIn: number;
  /** A real account (true) or a test one. */
  liveMode: boolean;
}

export interface SellerAuthorization {
  /**
   * Where the admin's browser goes to authorise the application, carrying `state` back to
   * `redirectUri`; null when this server has no application to authorise (no client id).
   */
  authorizationUrl(input: { state: string; redirectUri: string }): string | null;
  /** The code the provider sent back, for the seller's tokens. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<SellerTokens>;
  /** New tokens for a refresh token; the old access token may stop working. */
  refreshSeller(refreshToken: string): Promise<SellerTokens>;
}

/**
 * The provider refused a code or a refresh token (invalid, expired, used, revoked by the seller):
 * trying again will not help, the admin has to connect again.
 */
export class SellerGrantRefused extends Error {
  override name = 'SellerGrantRefused';
}

/** The seller's user id a notice names (`user_id` in MercadoPago's body); undefined if none. */
export function notificationSellerId(body: unknown): string | undefined {
  const id = (body as { user_id?: unknown } | null)?.user_id;
  return (typeof id === 'string' || typeof id === 'number') && /^\d{1,32}$/.test(String(id))
    ? String(id)
    : undefined;
}
