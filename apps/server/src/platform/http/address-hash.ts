import { createHmac } from 'node:crypto';

/** A keyed hash of the visitor's address, so abuse can be traced without keeping the address. */
export const addressHash = (secret: Uint8Array, address: string) =>
  createHmac('sha256', secret).update(address).digest('hex');
