import { createHmac, randomInt } from 'node:crypto';
import { SERVER_MESSAGES, SIGNUP_MESSAGES, validateSubdomain } from '@bitacora/domain';
import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { CAPTCHA_INCORRECT, checkCaptcha, consumeCaptcha } from '../../platform/captcha/captcha.ts';
import type { User } from '../../platform/db/rows.ts';
import { blogMembers, blogs, otpCodes, settings, users } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { badRequest, conflict, httpError, tooManyRequests } from '../../platform/http/errors.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { otpMail, welcomeMail } from '../../platform/mail/templates.ts';
import { sendCapped, takeRecipientMail } from '../../platform/rate-limit/recipient-mail-cap.ts';
import { createStarterCategory } from '../content/index.ts';
import { passwordIssue } from './common-passwords.ts';
import { hashPassword } from './password.ts';
import { sameHash } from './two-factor-crypto.ts';

/** A 400 for one field whose `error` is the field's message (the screens show `error`). */
const fieldError = (path: string, message: string) =>
  httpError(400, { error: message, details: [{ path, message }] });

const MINUTE = 60_000;
export const OTP_TTL_MS = 10 * MINUTE;
/** After a correct code, the email counts as verified this long (signup step 3). */
export const VERIFIED_TTL_MS = 30 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LIMITS = {
  resendPerEmail: { max: 1, windowMs: MINUTE },
  perEmail: { max: 5, windowMs: 60 * MINUTE },
  perAddress: { max: 20, windowMs: 60 * MINUTE },
} as const;

export const EMAIL_TAKEN = SERVER_MESSAGES.accountEmailTaken;
export const CODE_INCORRECT = SIGNUP_MESSAGES.verifyCode;
export const NOT_VERIFIED = SERVER_MESSAGES.emailNotVerified;
export const SUBDOMAIN_TAKEN = SERVER_MESSAGES.subdomainTaken;
const RESEND_WAIT = SERVER_MESSAGES.codeResendWait;
const CODE_MAILS_TODAY = SERVER_MESSAGES.codeMailsToday;

/** The code's keyed hash: HMAC-SHA256 under a key derived from the server secret. */
function codeHash(secret: Uint8Array, email: string, code: string): string {
  const key = createHmac('sha256', secret).update('bitacora:otp').digest();
  return createHmac('sha256', key).update(`${email}:${code}`).digest('hex');
}

async function emailTaken(deps: Pick<AppDeps, 'db'>, email: string) {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

type Deps = Pick<AppDeps, 'db' | 'jwtSecret' | 'rateLimitStore' | 'now' | 'mailer' | 'captcha'>;

/**
 * Step 1: a solved captcha buys one code by mail. The captcha is checked first and consumed
 * only when the code is issued; a registered email is refused here (decision: the signup
 * form would reveal it at step 3 anyway, and the captcha and limits make probing costly).
 */
export async function requestOtp(
  deps: Deps,
  input: { email: string; captcha: string; address: string },
): Promise<void> {
  const now = deps.now();
  const check = await checkCaptcha(deps.captcha, input.captcha, now);
  if (!check.ok) throw badRequest(CAPTCHA_INCORRECT);

  // Counted before anything is sent (one atomic hit each), so parallel requests cannot all pass.
  const store = deps.rateLimitStore;
  const [resend, perEmail, perAddress] = await Promise.all([
    store.hit(`otp:resend:${input.email}`, OTP_LIMITS.resendPerEmail.windowMs, now),
    store.hit(`otp:email:${input.email}`, OTP_LIMITS.perEmail.windowMs, now),
    store.hit(`otp:address:${input.address}`, OTP_LIMITS.perAddress.windowMs, now),
  ]);
  const waitFor = (state: { resetAt: Date }) =>
    Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
  if (perAddress.count > OTP_LIMITS.perAddress.max) {
    throw tooManyRequests(undefined, waitFor(perAddress));
  }
  if (perEmail.count > OTP_LIMITS.perEmail.max) {
    throw tooManyRequests(undefined, waitFor(perEmail));
  }
  if (resend.count > OTP_LIMITS.resendPerEmail.max) {
    throw tooManyRequests(RESEND_WAIT, waitFor(resend));
  }
  if (await emailTaken(deps, input.email)) throw conflict(EMAIL_TAKEN);
  // Five an hour would still let anyone send 120 codes a day to someone else's inbox.
  const taken = await takeRecipientMail(store, 'signupCode', input.email, 0, now);
  if (!taken.allowed) throw tooManyRequests(CODE_MAILS_TODAY, taken.retryAfterSeconds);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The slot goes back when the captcha or the mail fails, after the transaction: the embedded
  // database has one connection, which the transaction holds.
  await sendCapped(taken, async () => {
    await deps.db.transaction(async (tx) => {
      if (!(await consumeCaptcha(tx, check, now))) throw badRequest(CAPTCHA_INCORRECT);
      // A new code replaces any earlier one (and an earlier verification) for the address.
      await tx
        .delete(otpCodes)
        .where(or(eq(otpCodes.email, input.email), lte(otpCodes.expiresAt, now)));
      await tx.insert(otpCodes).values({
        email: input.email,
        codeHash: codeHash(deps.jwtSecret, input.email, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        createdAt: now,
      });
    });
    await deps.mailer.send(otpMail(input.email, code, OTP_TTL_MS / MINUTE));
  });
}

/**
 * Step 2: the code. Each try is counted before comparing (one statement, so parallel
 * guesses cannot exceed the limit); after five the code is dead. A correct code marks the
 * email verified for 30 minutes, once.
 */
export async function verifyOtp(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'now'>,
  input: { email: string; code: string },
): Promise<void> {
  const now = deps.now();
  const [counted] = await deps.db
    .update(otpCodes)
    .set({ attempts: sqlIncrement() })
    .where(
      and(
        eq(otpCodes.email, input.email),
        isNull(otpCodes.verifiedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!counted) throw badRequest(CODE_INCORRECT);
  if (!sameHash(counted.codeHash, codeHash(deps.jwtSecret, input.email, input.code))) {
    throw badRequest(CODE_INCORRECT);
  }
  const verified = await deps.db
    .update(otpCodes)
    .set({ verifiedAt: now, expiresAt: new Date(now.getTime() + VERIFIED_TTL_MS) })
    .where(and(eq(otpCodes.id, counted.id), isNull(otpCodes.verifiedAt)))
    .returning({ id: otpCodes.id });
  if (verified.length === 0) throw badRequest(CODE_INCORRECT);
}

function sqlIncrement() {
  return sql`${otpCodes.attempts} + 1`;
}

export interface SignupInput {
  email: string;
  password: string;
  name: string;
  blogName: string;
  subdomain: string;
}

/**
 * Step 3: the verified email becomes an account, ADMIN of a new FREE blog with default
 * settings, in one transaction that also consumes the verification. Answers the account and
 * the blog, for the sign-in the route opens with them.
 */
export async function signup(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'publicDomain' | 'logger'>,
  input: SignupInput,
): Promise<{ user: User; blogUuid: string }> {
  const now = deps.now();
  const [verification] = await deps.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, input.email),
        isNotNull(otpCodes.verifiedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!verification) throw badRequest(NOT_VERIFIED);

  const subdomainProblem = validateSubdomain(input.subdomain);
  if (subdomainProblem) throw fieldError('subdomain', subdomainProblem);
  const weak = passwordIssue(input.password);
  if (weak) throw fieldError('password', weak);
  if (await emailTaken(deps, input.email)) throw conflict(EMAIL_TAKEN);
  const [taken] = await deps.db
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.subdomain, input.subdomain));
  if (taken) throw conflict(SUBDOMAIN_TAKEN);

  const passwordHash = await hashPassword(input.password);
  let created: { user: User; blogUuid: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const consumed = await tx
        .delete(otpCodes)
        .where(
          and(
            eq(otpCodes.id, verification.id),
            isNotNull(otpCodes.verifiedAt),
            gt(otpCodes.expiresAt, now),
          ),
        )
        .returning({ id: otpCodes.id });
      if (consumed.length === 0) throw badRequest(NOT_VERIFIED);
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, name: input.name, passwordHash, passwordChangedAt: now })
        .returning();
      const [blog] = await tx
        .insert(blogs)
        .values({ name: input.blogName, subdomain: input.subdomain, plan: 'FREE' })
        .returning({ id: blogs.id, uuid: blogs.uuid });
      if (!user || !blog) throw new Error('insert returned no row');
      await tx.insert(settings).values({
        blogId: blog.id,
        title: input.blogName || 'Mi Blog',
        language: 'es',
        template: 'default',
      });
      await tx.insert(blogMembers).values({ blogId: blog.id, userId: user.id, role: 'ADMIN' });
      await createStarterCategory(tx, blog.id);
      return { user, blogUuid: blog.uuid };
    });
  } catch (error) {
    // The race the checks above cannot close: another signup took the email or subdomain.
    if (isUniqueViolation(error)) {
      const message = String((error as { cause?: { message?: string } }).cause?.message ?? error);
      throw conflict(message.includes('email') ? EMAIL_TAKEN : SUBDOMAIN_TAKEN);
    }
    throw error;
  }
  const blogUrl = `http://${input.subdomain}.${deps.publicDomain}/`;
  deps.mailer
    .send(welcomeMail(input.email, input.name, input.blogName, blogUrl))
    .catch((error: unknown) =>
      (deps.logger ?? stderrLogger).error({ err: error }, 'altas: bienvenida no enviada'),
    );
  return created;
}
