import {
  loginBodySchema,
  loginEnrolBodySchema,
  loginVerifyBodySchema,
  noFieldsBodySchema,
  requestOtpBodySchema,
  signupBodySchema,
  unlockBodySchema,
  verifyOtpBodySchema,
} from '@bitacora/api/schemas';
import {
  LOGIN_MESSAGES,
  SERVER_MESSAGES,
  SESSION_MESSAGES,
  SIGNUP_MESSAGES,
} from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  enrolAtLogin,
  entrySignIn,
  INVALID_CREDENTIALS,
  login,
  signInVerified,
  TOO_MANY_ATTEMPTS,
  unlockAccount,
  verifyLogin,
} from './auth.service.ts';
import { getSession } from './guard/authenticate.ts';
import { endSession } from './sessions.service.ts';
import { requestOtp, signup, verifyOtp } from './signup.service.ts';

/** /api/auth: answers in the `{ success, … }` shape, which the login screen reads. */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const body = await jsonBody(c);
    // JSON that is not an object (null, an array) reads as "no fields" here, so the login
    // screen gets its one message.
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const parsed = loginBodySchema.safeParse(isObject ? body : {});
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? LOGIN_MESSAGES.required;
      return c.json({ success: false, error }, 400);
    }
    const result = await login(c.get('deps'), {
      ...parsed.data,
      address: clientAddress(c),
      userAgent: c.req.header('user-agent'),
    });
    if (result.ok) return c.json({ success: true, token: result.token, user: result.user });
    // The password was right; no session until the next step is done.
    if (result.reason === 'step')
      return c.json({ success: false, step: result.step, challenge: result.challenge });
    if (result.reason === 'limited') {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json({ success: false, error: TOO_MANY_ATTEMPTS }, 429);
    }
    if (result.reason === 'captcha') {
      return c.json({ success: false, error: result.message, captchaRequired: true }, 403);
    }
    return c.json({ success: false, error: INVALID_CREDENTIALS }, 401);
  })
  // The lock mail's link: public, the signed token is the proof.
  .post('/unlock', async (c) => {
    const input = await parseBody(c, unlockBodySchema);
    if (!(await unlockAccount(c.get('deps'), input.token))) {
      return c.json({ success: false, error: LOGIN_MESSAGES.unlockInvalid }, 400);
    }
    return c.json({ success: true, message: LOGIN_MESSAGES.unlocked });
  })
  // The second step of a sign-in: the code for its challenge, answered like a login.
  .post('/login/verify', async (c) => {
    const input = await parseBody(c, loginVerifyBodySchema);
    const result = await verifyLogin(c.get('deps'), {
      ...input,
      address: clientAddress(c),
      userAgent: c.req.header('user-agent'),
    });
    return c.json({ success: true, ...result });
  })
  // Step 'enrol': the QR code and key to set up two-factor before signing in.
  .post('/login/enrol', async (c) => {
    const { challenge } = await parseBody(c, loginEnrolBodySchema);
    return c.json(await enrolAtLogin(c.get('deps'), challenge));
  })
  // Ends the session of the token it is called with; the token stops working on every instance.
  .post('/logout', async (c) => {
    await parseBody(c, noFieldsBodySchema);
    const session = getSession(c);
    const { db, now } = c.get('deps');
    await endSession(db, c.var.versions, session.userId, session.id, now());
    return c.json({ success: true, message: SESSION_MESSAGES.ended });
  })
  // Signup: captcha → code by mail → code → account and blog. The server keeps the order.
  .post('/request-otp', async (c) => {
    const input = await parseBody(c, requestOtpBodySchema);
    await requestOtp(c.get('deps'), { ...input, address: clientAddress(c) });
    return c.json({ success: true, message: SERVER_MESSAGES.codeSent });
  })
  .post('/verify-otp', async (c) => {
    const input = await parseBody(c, verifyOtpBodySchema);
    await verifyOtp(c.get('deps'), input);
    return c.json({ success: true, message: SERVER_MESSAGES.emailVerified });
  })
  // The new blogger leaves signed in: the code proved the address and the captcha was passed
  // (docs/decisions/054-signed-in-after-signup.md); login's own rules still apply.
  .post('/signup', async (c) => {
    const { device, ...input } = await parseBody(c, signupBodySchema);
    const deps = c.get('deps');
    const { user, blogUuid } = await signup(deps, input);
    const signedIn = await signInVerified(deps, user, {
      address: clientAddress(c),
      userAgent: c.req.header('user-agent'),
      device,
      mailboxProven: true,
    });
    return c.json(
      { success: true, message: SIGNUP_MESSAGES.done, blogUuid, ...entrySignIn(signedIn) },
      201,
    );
  });
