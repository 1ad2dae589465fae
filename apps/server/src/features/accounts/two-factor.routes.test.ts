import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { isOutbox } from '../../platform/mail/mailer.ts';
import {
  createSecondFactorLimiter,
  SECOND_FACTOR_LIMITS,
} from '../../platform/rate-limit/second-factor-limiter.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { mailCount, solvedCaptcha } from '../../test/signup-helpers.ts';
import { call, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { CHALLENGE_MAX_TRIES } from './auth.service.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

type Account = keyof typeof DEMO_ACCOUNTS;

/** The code an authenticator app shows for `secret` at `at`. */
const totp = (secret: string, at: Date) =>
  new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp: at.getTime() });

const login = (
  app: Pick<TestApp, 'app'>,
  account: Account,
  extra: { device?: string; address?: string; captcha?: string; forwardedFor?: string } = {},
) =>
  call(app as TestApp, 'POST', '/api/auth/login', {
    body: {
      email: DEMO_ACCOUNTS[account].email,
      password: DEMO_PASSWORD,
      ...(extra.device && { device: extra.device }),
      ...(extra.captcha && { captcha: extra.captcha }),
    },
    address: extra.address ?? '203.0.113.50',
    ...(extra.forwardedFor && { headers: { 'x-forwarded-for': extra.forwardedFor } }),
  });

const verify = (
  app: Pick<TestApp, 'app'>,
  challenge: unknown,
  code: string,
  from: { address?: string; forwardedFor?: string } = {},
) =>
  call(app as TestApp, 'POST', '/api/auth/login/verify', {
    body: { challenge, code },
    ...(from.address && { address: from.address }),
    ...(from.forwardedFor && { headers: { 'x-forwarded-for': from.forwardedFor } }),
  });

/** Turns two-factor on for a demo account from its profile; answers the secret and the codes. */
async function enrol(account: Account, at = new Date()) {
  t.setNow(at);
  const setup = await call(t, 'POST', '/api/two-factor/setup', {
    token: s.tokens[account],
    body: { password: DEMO_PASSWORD },
  });
  expect(setup.status, setup.text).toBe(200);
  const secret = setup.json.secret as string;
  const enabled = await call(t, 'POST', '/api/two-factor/enable', {
    token: s.tokens[account],
    body: { code: totp(secret, at), password: DEMO_PASSWORD },
  });
  expect(enabled.status, enabled.text).toBe(200);
  return { secret, recoveryCodes: enabled.json.recoveryCodes as string[] };
}

describe('enrolment from Mi perfil', () => {
  it('asks for the password to set up and to turn on: a session alone cannot', async () => {
    const token = s.tokens.author;
    const bare = await call(t, 'POST', '/api/two-factor/setup', { token, body: {} });
    expect(bare.status).toBe(400);
    expect(bare.json.error).toBe('Escribe tu contraseña para continuar');
    const wrongSetup = await call(t, 'POST', '/api/two-factor/setup', {
      token,
      body: { password: 'no-es-la-clave' },
    });
    expect(wrongSetup.status).toBe(400);
    expect(wrongSetup.json.error).toBe('La contraseña o el código no son correctos');
    expect((await call(t, 'GET', '/api/two-factor', { token })).json.enabled).toBe(false);

    const setup = await call(t, 'POST', '/api/two-factor/setup', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    const secret = setup.json.secret as string;
    const noPassword = await call(t, 'POST', '/api/two-factor/enable', {
      token,
      body: { code: totp(secret, new Date()) },
    });
    expect(noPassword.status).toBe(400);
    const wrongEnable = await call(t, 'POST', '/api/two-factor/enable', {
      token,
      body: { code: totp(secret, new Date()), password: 'no-es-la-clave' },
    });
    expect(wrongEnable.status).toBe(400);
    expect(wrongEnable.json.error).toBe('La contraseña o el código no son correctos');
    expect((await call(t, 'GET', '/api/two-factor', { token })).json.enabled).toBe(false);
    // The code was not spent by the refused call.
    const enabled = await call(t, 'POST', '/api/two-factor/enable', {
      token,
      body: { code: totp(secret, new Date()), password: DEMO_PASSWORD },
    });
    expect(enabled.status, enabled.text).toBe(200);
  });

  it('shows a QR code and key, turns on only with a code from it, then asks for it at login', async () => {
    const token = s.tokens.author;
    const before = await call(t, 'GET', '/api/two-factor', { token });
    expect(before.json).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const setup = await call(t, 'POST', '/api/two-factor/setup', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(setup.status).toBe(200);
    const secret = setup.json.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/Bit%C3%A1cora:author%40example\.com\?/,
    );
    const svg = Buffer.from((setup.json.qrCode as string).split(',')[1] as string, 'base64');
    expect(setup.json.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svg.toString()).toContain('<svg');

    // Still off after the setup alone: the secret is waiting for its code.
    expect((await login(t, 'author')).json.token).toEqual(expect.any(String));

    const wrong = await call(t, 'POST', '/api/two-factor/enable', {
      token,
      body: {
        code: '000000' === totp(secret, new Date()) ? '111111' : '000000',
        password: DEMO_PASSWORD,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('El código no es correcto o ya se usó');

    const enabled = await call(t, 'POST', '/api/two-factor/enable', {
      token,
      body: { code: totp(secret, new Date()), password: DEMO_PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const after = await call(t, 'GET', '/api/two-factor', { token });
    expect(after.json).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Once on, no new secret is handed out.
    const again = await call(t, 'POST', '/api/two-factor/setup', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(again.status).toBe(409);

    const step = await login(t, 'author');
    expect(step.status).toBe(200);
    expect(step.json).toEqual({
      success: false,
      step: 'two-factor',
      challenge: expect.any(String),
    });
    expect(step.json.token).toBeUndefined();
    // The challenge is no session token.
    const asToken = await call(t, 'GET', '/api/sessions', { token: step.json.challenge as string });
    expect(asToken.status).toBe(401);

    t.setNow(new Date(Date.now() + 30_000));
    const done = await verify(t, step.json.challenge, totp(secret, new Date(Date.now() + 30_000)));
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ success: true, user: { email: 'author@example.com' } });
    const sessions = await call(t, 'GET', '/api/sessions', { token: done.json.token as string });
    expect(sessions.status).toBe(200);
  });
});

describe('POST /api/auth/login/verify', () => {
  it('refuses a wrong code and a session token in place of the challenge', async () => {
    const { secret } = await enrol('admin');
    const step = await login(t, 'admin');
    const wrongCode = totp(secret, new Date(Date.now() + 5 * 60_000));
    const wrong = await verify(t, step.json.challenge, wrongCode);
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('El código no es correcto o ya se usó');
    const forged = await verify(t, s.tokens.admin, totp(secret, new Date()));
    expect(forged.status).toBe(401);
    expect(forged.json.error).toBe('La verificación venció. Vuelve a iniciar sesión.');
    const missing = await verify(t, '', '123456');
    expect(missing.status).toBe(400);
  });

  it('refuses a code of a step already used, and any earlier step', async () => {
    const start = new Date('2026-11-25T10:00:10Z');
    const { secret } = await enrol('admin', start);
    // Enrolment spent the step of `start`.
    const first = await login(t, 'admin');
    expect((await verify(t, first.json.challenge, totp(secret, start))).status).toBe(401);

    const later = new Date(start.getTime() + 60_000);
    t.setNow(later);
    const ok = await verify(t, first.json.challenge, totp(secret, later));
    expect(ok.status, ok.text).toBe(200);

    const again = await login(t, 'admin');
    // The same code a second time, and a code of the step before (still inside the drift).
    expect((await verify(t, again.json.challenge, totp(secret, later))).status).toBe(401);
    const previous = new Date(later.getTime() - 30_000);
    expect((await verify(t, again.json.challenge, totp(secret, previous))).status).toBe(401);
    const next = new Date(later.getTime() + 30_000);
    expect((await verify(t, again.json.challenge, totp(secret, next))).status).toBe(200);
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const { recoveryCodes } = await enrol('pro');
    const code = recoveryCodes[3] as string;
    const first = await login(t, 'pro');
    const ok = await verify(t, first.json.challenge, ` ${code.toUpperCase().replace('-', ' ')} `);
    expect(ok.status, ok.text).toBe(200);
    const status = await call(t, 'GET', '/api/two-factor', { token: ok.json.token as string });
    expect(status.json.recoveryCodesLeft).toBe(9);

    const second = await login(t, 'pro');
    const reused = await verify(t, second.json.challenge, code);
    expect(reused.status).toBe(401);
    expect((await verify(t, second.json.challenge, recoveryCodes[4] as string)).status).toBe(200);
  });

  it('a challenge lets one sign-in through', async () => {
    const { recoveryCodes } = await enrol('pro');
    const step = await login(t, 'pro');
    expect((await verify(t, step.json.challenge, recoveryCodes[0] as string)).status).toBe(200);
    const replay = await verify(t, step.json.challenge, recoveryCodes[1] as string);
    expect(replay.status).toBe(401);
  });

  it(`counts tries before checking: ${CHALLENGE_MAX_TRIES} per challenge, parallel ones included`, async () => {
    const { secret, recoveryCodes } = await enrol('author');
    const step = await login(t, 'author');
    const bad = totp(secret, new Date(Date.now() - 10 * 60_000));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify(t, step.json.challenge, bad)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 401)).toHaveLength(CHALLENGE_MAX_TRIES);
    expect(statuses.filter((st) => st === 429)).toHaveLength(12 - CHALLENGE_MAX_TRIES);
    // Past the limit even the right code is refused: the caller must sign in again.
    const right = await verify(t, step.json.challenge, recoveryCodes[0] as string);
    expect(right.status).toBe(429);
    expect(right.json.error).toBe('Demasiados intentos. Vuelve a iniciar sesión.');
    // The recovery code was not spent by the refused try.
    const fresh = await login(t, 'author');
    expect((await verify(t, fresh.json.challenge, recoveryCodes[0] as string)).status).toBe(200);
  });

  it('a password change voids a challenge given before it', async () => {
    const { recoveryCodes } = await enrol('author');
    const step = await login(t, 'author');
    const changed = await call(t, 'PATCH', `/api/users/uuid/${s.users.author.uuid}`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: { currentPassword: DEMO_PASSWORD, password: 'Otra-Clave-4821' },
    });
    expect(changed.status, changed.text).toBe(200);
    const late = await verify(t, step.json.challenge, recoveryCodes[0] as string);
    expect(late.status).toBe(401);
  });
});

describe('turning it off and new recovery codes', () => {
  it('disable asks for the password or a current code', async () => {
    const { secret } = await enrol('admin');
    const token = s.tokens.admin;
    const none = await call(t, 'POST', '/api/two-factor/disable', { token, body: {} });
    expect(none.status).toBe(400);
    const wrong = await call(t, 'POST', '/api/two-factor/disable', {
      token,
      body: { password: 'no-es-esta' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('La contraseña o el código no son correctos');
    const later = new Date(Date.now() + 60_000);
    t.setNow(later);
    const off = await call(t, 'POST', '/api/two-factor/disable', {
      token,
      body: { code: totp(secret, later) },
    });
    expect(off.status, off.text).toBe(200);
    expect((await call(t, 'GET', '/api/two-factor', { token })).json).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect((await login(t, 'admin')).json.token).toEqual(expect.any(String));
    expect(
      (
        await call(t, 'POST', '/api/two-factor/disable', {
          token,
          body: { password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(409);
  });

  it('new recovery codes replace the old ones', async () => {
    const { recoveryCodes } = await enrol('admin');
    const token = s.tokens.admin;
    const fresh = await call(t, 'POST', '/api/two-factor/recovery-codes', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(fresh.status, fresh.text).toBe(200);
    const next = fresh.json.recoveryCodes as string[];
    expect(next).toHaveLength(10);
    const step = await login(t, 'admin');
    expect((await verify(t, step.json.challenge, recoveryCodes[0] as string)).status).toBe(401);
    expect((await verify(t, step.json.challenge, next[0] as string)).status).toBe(200);
  });
});

describe('required two-factor', () => {
  /** Signs in at step 'enrol': the QR code, then the first code turns it on and signs in. */
  async function enrolAtLogin(account: Account) {
    const step = await login(t, account);
    expect(step.json).toEqual({ success: false, step: 'enrol', challenge: expect.any(String) });
    const shown = await call(t, 'POST', '/api/auth/login/enrol', {
      body: { challenge: step.json.challenge },
    });
    expect(shown.status, shown.text).toBe(200);
    const secret = shown.json.secret as string;
    const done = await verify(t, step.json.challenge, totp(secret, new Date()));
    expect(done.status, done.text).toBe(200);
    expect(done.json.token).toEqual(expect.any(String));
    expect(done.json.recoveryCodes).toHaveLength(10);
    return { secret, token: done.json.token as string };
  }

  it("a blog's admin requires it of its members: they enrol at their next login", async () => {
    const set = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { requireTwoFactor: true },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.requireTwoFactor).toBe(true);
    // The author cannot change it.
    const refused = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: { requireTwoFactor: false },
    });
    expect(refused.status).toBe(403);

    const { token } = await enrolAtLogin('author');
    const status = await call(t, 'GET', '/api/two-factor', { token });
    expect(status.json).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
    const off = await call(t, 'POST', '/api/two-factor/disable', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(off.status).toBe(409);
    expect((await login(t, 'author')).json.step).toBe('two-factor');
    // Members of other blogs only are not asked.
    expect((await login(t, 'pro')).json.token).toEqual(expect.any(String));
  });

  it('the super admin requires it of everyone', async () => {
    const refused = await call(t, 'PUT', '/api/platform-settings', {
      token: s.tokens.admin,
      body: { requireTwoFactor: true },
    });
    expect(refused.status).toBe(403);
    const set = await call(t, 'PUT', '/api/platform-settings', {
      token: s.tokens.super,
      body: { requireTwoFactor: true },
    });
    expect(set.status, set.text).toBe(200);
    expect(
      (await call(t, 'GET', '/api/platform-settings', { token: s.tokens.super })).json,
    ).toEqual({
      requireTwoFactor: true,
      platformFeeBps: 0,
    });
    await enrolAtLogin('pro');
    await enrolAtLogin('super');
  });

  it('the enrol call takes only a challenge of step enrol', async () => {
    const { recoveryCodes } = await enrol('admin');
    const step = await login(t, 'admin');
    const shown = await call(t, 'POST', '/api/auth/login/enrol', {
      body: { challenge: step.json.challenge },
    });
    expect(shown.status).toBe(401);
    expect((await verify(t, step.json.challenge, recoveryCodes[0] as string)).status).toBe(200);
  });
});

describe('a new device without two-factor (NEW_DEVICE_CODE)', () => {
  const withCodes = () => ({ app: createApp({ ...t.deps, newDeviceCode: true }) });
  const lastCode = () => {
    const { mailer } = t.deps;
    if (!isOutbox(mailer)) throw new Error('outbox expected');
    const [mail] = mailer.list(1);
    return { to: mail?.to, code: /(\d{6})/.exec(mail?.subject ?? '')?.[1] as string };
  };

  it('mails a code to a new device, and signs in a known one with the password alone', async () => {
    const app = withCodes();
    const step = await login(app, 'author', { device: 'dispositivo-a' });
    expect(step.json).toEqual({
      success: false,
      step: 'email-code',
      challenge: expect.any(String),
    });
    const { to, code } = lastCode();
    expect(to).toBe('author@example.com');
    const wrong = await verify(app, step.json.challenge, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    const ok = await verify(app, step.json.challenge, code);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.token).toEqual(expect.any(String));

    const known = await login(app, 'author', { device: 'dispositivo-a' });
    expect(known.json).toMatchObject({ success: true, token: expect.any(String) });
    expect((await login(app, 'author', { device: 'dispositivo-b' })).json.step).toBe('email-code');
    expect((await login(app, 'author')).json.step).toBe('email-code');
    // A device known to one user is new to another.
    expect((await login(app, 'admin', { device: 'dispositivo-a' })).json.step).toBe('email-code');
  });

  it('one code mail per window: sign-ins in the window take the code already sent', async () => {
    const app = withCodes();
    const before = mailCount(t);
    const steps = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(app, 'admin', { device: 'x', address: `198.51.100.${i + 1}` }),
      ),
    );
    expect(steps.map((step) => step.json.step)).toEqual(Array(6).fill('email-code'));
    expect(mailCount(t) - before).toBe(1);
    const { code } = lastCode();
    expect((await verify(app, steps[5]?.json.challenge, code)).status).toBe(200);
    expect((await verify(app, steps[0]?.json.challenge, code)).status).toBe(200);
    // The next window mails a new code.
    t.setNow(new Date(Date.now() + SECOND_FACTOR_LIMITS.codeMail.windowMs + 1000));
    const later = await login(app, 'admin', { device: 'y' });
    expect(mailCount(t) - before).toBe(2);
    expect((await verify(app, later.json.challenge, lastCode().code)).status).toBe(200);
  });

  it('at most 10 code mails to one address a day, then 429 until the day is over', async () => {
    const app = withCodes();
    const before = mailCount(t);
    const start = Date.now();
    const window = SECOND_FACTOR_LIMITS.codeMail.windowMs;
    for (let i = 0; i < 10; i++) {
      t.setNow(new Date(start + i * (window + 1000)));
      const step = await login(app, 'admin', { device: `d${i}`, address: `203.0.113.${i}` });
      expect(step.json.step, step.text).toBe('email-code');
    }
    expect(mailCount(t) - before).toBe(10);
    t.setNow(new Date(start + 10 * (window + 1000)));
    const refused = await login(app, 'admin', { device: 'd10', address: '203.0.113.10' });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(
      'Ya enviamos hoy todos los códigos posibles a este email. Inténtalo mañana.',
    );
    expect(mailCount(t) - before).toBe(10);
    t.setNow(new Date(start + 24 * 60 * 60_000 + 1000));
    expect((await login(app, 'admin', { device: 'd11' })).json.step).toBe('email-code');
    expect(mailCount(t) - before).toBe(11);
    t.setNow(undefined);
  });

  it('is off by default: the password alone signs in', async () => {
    expect((await login(t, 'author', { device: 'nuevo' })).json.token).toEqual(expect.any(String));
  });

  it('a user with two-factor gets the two-factor step, not an email', async () => {
    await enrol('pro');
    const app = withCodes();
    expect((await login(app, 'pro', { device: 'nuevo' })).json.step).toBe('two-factor');
  });
});

describe('second-factor guesses across challenges', () => {
  const wrongCode = (secret: string) => totp(secret, new Date(Date.now() - 10 * 60_000));

  it('wrong codes add up per account across challenges; a right password gives none back; then the captcha', async () => {
    const { secret } = await enrol('author');
    const early = await login(t, 'author');
    const perChallenge = Math.min(CHALLENGE_MAX_TRIES, SECOND_FACTOR_LIMITS.captchaAfter);
    let failures = 0;
    while (failures < SECOND_FACTOR_LIMITS.captchaAfter) {
      // Each round signs in again with the right password, as the probe did.
      const step = await login(t, 'author');
      expect(step.json.step).toBe('two-factor');
      const answers = await Promise.all(
        Array.from({ length: perChallenge }, () =>
          verify(t, step.json.challenge, wrongCode(secret), { address: '203.0.113.50' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(perChallenge).fill(401));
      failures += perChallenge;
    }
    // The password is right, yet the sign-in asks the captcha, from this address and any other.
    for (const address of ['203.0.113.50', '198.51.100.99']) {
      const asked = await login(t, 'author', { address });
      expect(asked.status, address).toBe(403);
      expect(asked.json.captchaRequired).toBe(true);
    }
    // A challenge fetched before the lock no longer checks codes, not even the right one.
    const stale = await verify(t, early.json.challenge, totp(secret, new Date()));
    expect(stale.status).toBe(403);
    expect(stale.json.error).toBe(
      'Hubo muchos códigos incorrectos en esta cuenta. Vuelve a iniciar sesión y resuelve el captcha.',
    );
    // With a solved captcha the owner signs in.
    const step = await login(t, 'author', { captcha: await solvedCaptcha(t) });
    expect(step.json.step).toBe('two-factor');
    const ok = await verify(t, step.json.challenge, totp(secret, new Date(Date.now() + 30_000)));
    expect(ok.status, ok.text).toBe(200);
  });

  it('wrong codes from one address ask the captcha of every account signing in from it', async () => {
    const limiter = createSecondFactorLimiter(t.deps.rateLimitStore);
    for (let i = 0; i < SECOND_FACTOR_LIMITS.captchaAfter; i++) {
      await limiter.begin(`nadie${i}@example.com`, '198.51.100.40', false, new Date());
    }
    const asked = await login(t, 'admin', { address: '198.51.100.40' });
    expect(asked.status).toBe(403);
    expect(asked.json.captchaRequired).toBe(true);
    expect((await login(t, 'admin', { address: '198.51.100.41' })).status).toBe(200);
  });

  it(`at ${SECOND_FACTOR_LIMITS.perAccount.max} wrong codes an hour the account is refused, parallel tries from many addresses included`, async () => {
    const { secret } = await enrol('pro');
    const proxied = { ...t, app: createApp({ ...t.deps, trustProxy: ['127.0.0.1'] }) };
    const via = (visitor: string) => ({ address: '127.0.0.1', forwardedFor: visitor });
    // The first failures counted the way verify counts them, spread over addresses.
    const limiter = createSecondFactorLimiter(t.deps.rateLimitStore);
    const email = DEMO_ACCOUNTS.pro.email;
    const prefilled = SECOND_FACTOR_LIMITS.perAccount.max - 2;
    for (let i = 0; i < prefilled; i++)
      await limiter.begin(email, `192.0.2.${i % 50}`, true, new Date());
    const step = await login(proxied, 'pro', {
      ...via('198.51.100.1'),
      captcha: await solvedCaptcha(t),
    });
    expect(step.json.step).toBe('two-factor');
    const answers = await Promise.all(
      Array.from({ length: CHALLENGE_MAX_TRIES }, (_, i) =>
        verify(proxied, step.json.challenge, wrongCode(secret), via(`198.51.100.${10 + i}`)),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
    // Even the right code, from a new address with a new captcha, waits for the hour to end.
    const again = await login(proxied, 'pro', {
      ...via('198.51.100.200'),
      captcha: await solvedCaptcha(t),
    });
    const refused = await verify(
      proxied,
      again.json.challenge,
      totp(secret, new Date()),
      via('198.51.100.200'),
    );
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(
      /^Demasiados códigos incorrectos en esta cuenta\. Vuelve a intentarlo dentro de \d+ minutos\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);

    t.setNow(new Date(Date.now() + 60 * 60_000 + 1000));
    const later = await login(proxied, 'pro', via('198.51.100.200'));
    expect(later.json.step).toBe('two-factor');
    const ok = await verify(
      proxied,
      later.json.challenge,
      totp(secret, new Date(Date.now() + 60 * 60_000 + 1000)),
      via('198.51.100.200'),
    );
    expect(ok.status, ok.text).toBe(200);
  });
});
