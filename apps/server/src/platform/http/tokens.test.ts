import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens.ts';

const subject = {
  uuid: '3f1c2b9e-7a44-4d8e-9b1a-2c5d6e7f8a9b',
  passwordChangedAt: new Date('2026-01-01T00:00:00Z'),
};
const sessionId = '0b7e6c1a-5d2f-4c3b-8a9e-1f2d3c4b5a69';
const issuedAt = new Date('2026-11-01T10:00:00Z');
const secret = () => new Uint8Array(randomBytes(32));

describe('verifyToken', () => {
  it('answers the claims of a token it signed, the second time from memory too', async () => {
    const key = secret();
    const token = await signToken(key, subject, sessionId, issuedAt);
    const expected = {
      userUuid: subject.uuid,
      issuedAt: Math.floor(issuedAt.getTime() / 1000),
      passwordChangedAt: subject.passwordChangedAt.getTime(),
      sessionId,
    };
    expect(await verifyToken(key, token, issuedAt)).toEqual(expected);
    expect(await verifyToken(key, token, issuedAt)).toEqual(expected);
  });

  it('refuses a remembered token once it has expired', async () => {
    const key = secret();
    const token = await signToken(key, subject, sessionId, issuedAt);
    expect(await verifyToken(key, token, issuedAt)).not.toBeNull();
    const expiry = new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS * 1000);
    expect(await verifyToken(key, token, new Date(expiry.getTime() - 1000))).not.toBeNull();
    expect(await verifyToken(key, token, expiry)).toBeNull();
  });

  it('does not let a token verified under one secret pass under another', async () => {
    const key = secret();
    const token = await signToken(key, subject, sessionId, issuedAt);
    expect(await verifyToken(key, token, issuedAt)).not.toBeNull();
    expect(await verifyToken(secret(), token, issuedAt)).toBeNull();
  });

  it('refuses a tampered payload and an unsigned token', async () => {
    const key = secret();
    const token = await signToken(key, subject, sessionId, issuedAt);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString(
      'base64url',
    );
    expect(await verifyToken(key, `${header}.${forged}.${signature}`, issuedAt)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyToken(key, `${none}.${payload}.`, issuedAt)).toBeNull();
  });

  it('refuses a well-signed token without a session (one minted before sessions were kept)', async () => {
    const key = secret();
    const iat = Math.floor(issuedAt.getTime() / 1000);
    const legacy = await new SignJWT({ pca: subject.passwordChangedAt.getTime() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.uuid)
      .setIssuer('bitacora')
      .setAudience('bitacora-panel')
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_TTL_SECONDS)
      .sign(key);
    expect(await verifyToken(key, legacy, issuedAt)).toBeNull();
  });
});
