import { createServer } from 'node:http';
import type { DnsStandIn, StandInRecords } from '../../../scripts/dns-stand-in.ts';

/** The host blogs' own domains must name (the server's CUSTOM_DOMAIN_TARGET in this run). */
export const DOMAIN_TARGET = 'blogs.bitacora.test';

export interface DnsControl {
  /** `http://127.0.0.1:{port}`: where test files set the stand-in's records. */
  url: string;
  close(): Promise<void>;
}

/**
 * The DNS stand-in lives in the global setup's process, the tests in their own: this loopback
 * HTTP door lets a test file write a name's records (`PUT /records/{name}` with the records as
 * JSON) or drop one (`DELETE /records/{name}`).
 */
export async function startDnsControl(standIn: DnsStandIn): Promise<DnsControl> {
  const records = new Map<string, StandInRecords>();
  const server = createServer((request, response) => {
    const match = /^\/records\/([^/]+)$/.exec(request.url ?? '');
    const name = match?.[1] ? decodeURIComponent(match[1]).toLowerCase() : null;
    if (!name || (request.method !== 'PUT' && request.method !== 'DELETE')) {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      try {
        if (request.method === 'PUT') records.set(name, JSON.parse(body) as StandInRecords);
        else records.delete(name);
        // The stand-in's table is rebuilt, so a dropped name answers NXDOMAIN again.
        standIn.clear();
        for (const [known, entry] of records) standIn.set(known, entry);
        response.writeHead(204).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
