import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/crash-harness.ts';
import { useTestDatabase } from '../../test/use-test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { generatedSecrets } from '../db/schema/index.ts';
import { loadServerSecrets } from './secret.ts';

let handle: DatabaseHandle;
const folders: { remove(): void }[] = [];
afterAll(() => {
  for (const folder of folders) folder.remove();
});
useTestDatabase((opened) => {
  handle = opened;
});
const folder = () => {
  const made = tempDataDir('bitacora-secrets-');
  folders.push(made);
  return made.dir;
};

describe('generated secrets', () => {
  it('alone, they are generated once into DATA_DIR/secrets.json and read back', async () => {
    const dir = folder();
    const first = await loadServerSecrets({ given: {}, dataDir: dir });
    const again = await loadServerSecrets({ given: {}, dataDir: dir });
    expect(again).toEqual(first);
    expect(first.jwtSecret.length).toBe(32);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('configured keys are used as given', async () => {
    const given = {
      jwtSecret: 'j'.repeat(32),
      altchaHmacKey: 'a'.repeat(32),
      twoFactorKey: 't'.repeat(32),
    };
    const secrets = await loadServerSecrets({ given, dataDir: folder(), shared: handle.db });
    expect(new TextDecoder().decode(secrets.jwtSecret)).toBe(given.jwtSecret);
    expect(secrets.altchaHmacKey).toBe(given.altchaHmacKey);
    expect(new TextDecoder().decode(secrets.twoFactorKey)).toBe(given.twoFactorKey);
  });

  it('with a shared database, instances with different folders get the first writer’s keys', async () => {
    await handle.db.delete(generatedSecrets);
    // One instance ran alone before and has keys of its own in its folder.
    const before = folder();
    await loadServerSecrets({ given: {}, dataDir: before });
    const results = await Promise.all([
      loadServerSecrets({ given: {}, dataDir: before, shared: handle.db }),
      loadServerSecrets({ given: {}, dataDir: folder(), shared: handle.db }),
      loadServerSecrets({ given: {}, dataDir: folder(), shared: handle.db }),
    ]);
    const rows = await handle.db.select().from(generatedSecrets);
    // The token key, the captcha key, the two-factor key and the seal key.
    expect(rows).toHaveLength(4);
    for (const result of results) expect(result).toEqual(results[0]);
    // Whoever wrote first, nothing new lands in a data folder.
    expect(fs.existsSync(path.join(folder(), 'secrets.json'))).toBe(false);
  });

  it('a data folder’s own keys are offered when the database has none', async () => {
    await handle.db.delete(generatedSecrets);
    const dir = folder();
    const alone = await loadServerSecrets({ given: {}, dataDir: dir });
    const shared = await loadServerSecrets({ given: {}, dataDir: dir, shared: handle.db });
    expect(shared).toEqual(alone);
  });
});
