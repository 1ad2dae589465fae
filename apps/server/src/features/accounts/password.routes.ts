import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@bitacora/api/schemas';
import { PASSWORD_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { FORGOT_ANSWER, forgotPassword, resetPassword } from './password.service.ts';

/** /api/password: recovery by a mailed single-use link. */
export const passwordRoutes = new Hono<AppEnv>()
  .post('/forgot', async (c) => {
    const { email } = await parseBody(c, forgotPasswordBodySchema);
    await forgotPassword(c.get('deps'), { email, address: clientAddress(c) });
    return c.json({ message: FORGOT_ANSWER });
  })
  .post('/reset', async (c) => {
    const input = await parseBody(c, resetPasswordBodySchema);
    await resetPassword(c.get('deps'), input);
    return c.json({ success: true, message: PASSWORD_MESSAGES.resetDone });
  });
