import {
  enableTwoFactorBodySchema,
  setupTwoFactorBodySchema,
  twoFactorProofBodySchema,
} from '@bitacora/api/schemas';
import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { getSession } from './guard/authenticate.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolmentFromProfile,
  twoFactorStatus,
} from './two-factor.service.ts';

/** /api/two-factor: the caller's own two-factor sign-in, from 'Mi perfil' (like /api/sessions). */
export const twoFactorRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json(await twoFactorStatus(c.get('deps').db, { id: getSession(c).userId })),
  )
  // A new secret to scan; it is on only once a code from it is confirmed. Both ask the password.
  .post('/setup', async (c) => {
    const { password } = await parseBody(c, setupTwoFactorBodySchema);
    return c.json(
      await startEnrolmentFromProfile(c.get('deps'), { id: getSession(c).userId }, password),
    );
  })
  .post('/enable', async (c) => {
    const { code, password } = await parseBody(c, enableTwoFactorBodySchema);
    const recoveryCodes = await enableTwoFactor(
      c.get('deps'),
      { id: getSession(c).userId },
      { code, password },
    );
    return c.json({ recoveryCodes });
  })
  .post('/disable', async (c) => {
    const proof = await parseBody(c, twoFactorProofBodySchema);
    await disableTwoFactor(c.get('deps'), { id: getSession(c).userId }, proof);
    return c.json({ success: true, message: TWO_FACTOR_MESSAGES.disabled });
  })
  .post('/recovery-codes', async (c) => {
    const proof = await parseBody(c, twoFactorProofBodySchema);
    const recoveryCodes = await regenerateRecoveryCodes(
      c.get('deps'),
      { id: getSession(c).userId },
      proof,
    );
    return c.json({ recoveryCodes });
  });
