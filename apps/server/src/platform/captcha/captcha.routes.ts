import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { createCaptchaChallenge } from './captcha.ts';

/** `GET /api/captcha/challenge`: public, never cached. */
export const captchaRoutes = new Hono<AppEnv>().get('/challenge', async (c) => {
  const deps = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return c.json(await createCaptchaChallenge(deps.captcha, deps.now()));
});
