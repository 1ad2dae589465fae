import type { AppContext } from './app-env.ts';
import { fromThisMachine } from './loopback.ts';

/*
 * Demo mode (SEED_DEMO, on by default) shows the demo accounts on the login page and reads every
 * mail of the outbox at /api/dev/outbox, password reset links included: fine on a laptop, a
 * takeover on the internet. So it answers only to this machine unless DEMO_PUBLIC opens it.
 */

/** Does demo mode answer this request? Elsewhere its endpoints answer as if it were off. */
export function demoModeFor(c: AppContext): boolean {
  const { seedDemo, demoPublic } = c.get('deps');
  if (!seedDemo) return false;
  return demoPublic === true || fromThisMachine(c);
}

/** The start log's line about demo mode, or null when it is off. */
export function demoModeNotice(env: { seedDemo: boolean; demoPublic: boolean }): string | null {
  if (!env.seedDemo) return null;
  return env.demoPublic
    ? 'Modo demo: abierto a todos (DEMO_PUBLIC=true): cualquiera ve las cuentas de demostración y el correo enviado.'
    : 'Modo demo: solo desde este equipo (DEMO_PUBLIC=true para abrirlo)';
}
