import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/server-process.ts';
import { useAppInstances } from './app-instances.ts';
import { tempDataDir } from './crash-harness.ts';
import { waitFor } from './wait-for.ts';

/*
 * The Caddyfile of deploy/ as shipped, with only its ports swapped (the three instances', the
 * `ask` site's, Caddy's own), in front of two instances of the app and one port where nothing
 * listens (an instance restarting): Caddy must accept it, and its certificate question
 * (`on_demand_tls ask`) must be answered whichever instance is down.
 */

const CADDYFILE = fileURLToPath(new URL('../../../../deploy/caddy/Caddyfile', import.meta.url));
const CADDY = process.env.CADDY_PATH ?? 'caddy';
const cleanups: (() => unknown)[] = [];
let instancePorts: number[];
let askPort: number;
let caddyfile: string;
let caddyEnv: NodeJS.ProcessEnv;

useAppInstances((ports) => {
  instancePorts = ports;
});
beforeAll(async () => {
  const upstream = [await freePort(), ...instancePorts];
  askPort = await freePort();
  const dir = tempDataDir('bitacora-caddy-');
  cleanups.push(dir.remove);
  let i = 0;
  const site = fs
    .readFileSync(CADDYFILE, 'utf8')
    .replace(/127\.0\.0\.1:300\d/g, () => `127.0.0.1:${upstream[i++]}`)
    .replaceAll('127.0.0.1:3999', `127.0.0.1:${askPort}`)
    // Caddy's own ports and state: free ones and a folder of the test's, no admin endpoint.
    .replace(
      /^\{\n/,
      `{\n\tadmin off\n\thttp_port ${await freePort()}\n\thttps_port ${await freePort()}\n`,
    );
  if (i !== 3) throw new Error(`the Caddyfile names ${i} instances, not 3`);
  caddyfile = path.join(dir.dir, 'Caddyfile');
  fs.writeFileSync(caddyfile, site);
  caddyEnv = {
    PATH: process.env.PATH,
    XDG_DATA_HOME: path.join(dir.dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir.dir, 'config'),
  };
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ask = (domain: string) =>
  fetch(`http://127.0.0.1:${askPort}/api/tls/ask?domain=${encodeURIComponent(domain)}`);

describe('deploy/caddy', () => {
  it('caddy validate accepts the Caddyfile as shipped and as the test runs it', () => {
    for (const config of [CADDYFILE, caddyfile]) {
      const out = execFileSync(CADDY, ['validate', '--adapter', 'caddyfile', '--config', config], {
        encoding: 'utf8',
        env: caddyEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toContain('Valid configuration');
    }
  });

  it('asks whichever instance is up whether a name gets a certificate', async () => {
    const caddy: ChildProcess = spawn(
      CADDY,
      ['run', '--adapter', 'caddyfile', '--config', caddyfile],
      { env: caddyEnv, stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => caddy.once('exit', resolve));
    cleanups.push(async () => {
      if (caddy.exitCode === null && caddy.signalCode === null) caddy.kill('SIGTERM');
      await exited;
    });
    const started = await waitFor(
      async () =>
        caddy.exitCode !== null
          ? 'exited'
          : (await ask('example.com').then(
              (res) => res.ok,
              () => false,
            )) && 'answering',
      { timeout: 15_000, interval: 100, message: 'caddy did not start' },
    );
    if (started === 'exited') throw new Error('caddy did not start');
    // Round robin sends every third question to the instance that is down; each is answered.
    for (let n = 0; n < 6; n++) {
      expect((await ask('demo.example.com')).status).toBe(200);
      expect((await ask('nadie.example.net')).status).toBe(404);
    }
  }, 60_000);
});
