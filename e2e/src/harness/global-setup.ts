import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startDnsStandIn } from '../../../scripts/dns-stand-in.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lighthouse.ts';
import { REPO_ROOT, startServer } from '../../../scripts/server-process.ts';
import { DOMAIN_TARGET, startDnsControl } from './dns-control.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://localhost:{port}` of the server under test. */
    origin: string;
    /** The port, for blog hosts such as `http://demo.localhost:{port}`. */
    port: number;
    /** Where test files connect to the one shared Chromium. */
    browserEndpoint: string;
    /** Where a test file sets the DNS stand-in's records (`setDnsRecords`). */
    dnsControl: string;
  }
}

/** Builds the panel and the landing when a run starts without them (turbo skips what is built). */
function buildMissingApps() {
  const missing = ['panel', 'landing'].filter(
    (app) => !existsSync(path.join(REPO_ROOT, 'apps', app, 'dist/index.html')),
  );
  if (missing.length === 0) return;
  const filters = missing.map((app) => `--filter=@bitacora/${app}`);
  execFileSync('npx', ['turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

export default async function setup(project: TestProject) {
  buildMissingApps();
  // Blogs' own domains are checked against a DNS stand-in on loopback that the tests fill, never
  // against the machine's resolvers.
  const dns = await startDnsStandIn();
  const dnsControl = await startDnsControl(dns);
  const [server, browserServer] = await Promise.all([
    // Scheduled posts are looked for every second, so one goes out within a second of its minute.
    // Counted page views are written every half second, so the panel shows them at once.
    startServer({
      env: {
        SCHEDULE_SWEEP_MS: '1000',
        ANALYTICS_FLUSH_MS: '500',
        DNS_RESOLVER: dns.server,
        CUSTOM_DOMAIN_TARGET: DOMAIN_TARGET,
      },
    }),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
  ]);
  project.provide('origin', server.origin);
  project.provide('port', server.port);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('dnsControl', dnsControl.url);
  return async () => {
    await browserServer.close();
    await server.stop();
    await dnsControl.close();
    await dns.close();
  };
}
