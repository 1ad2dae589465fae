import { describe, expect, it } from 'vitest';
import { demoModeNotice } from './demo-mode.ts';

describe('demoModeNotice', () => {
  it('says in the start log who demo mode answers', () => {
    expect(demoModeNotice({ seedDemo: true, demoPublic: false })).toBe(
      'Modo demo: solo desde este equipo (DEMO_PUBLIC=true para abrirlo)',
    );
    expect(demoModeNotice({ seedDemo: true, demoPublic: true })).toMatch(
      /^Modo demo: abierto a todos \(DEMO_PUBLIC=true\)/,
    );
    expect(demoModeNotice({ seedDemo: false, demoPublic: true })).toBeNull();
  });
});
