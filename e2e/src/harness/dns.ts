import { inject } from 'vitest';
import type { StandInRecords } from '../../../scripts/dns-stand-in.ts';

/** Puts a name's records into the run's DNS stand-in, as its owner would at their provider. */
export async function setDnsRecords(name: string, records: StandInRecords) {
  const response = await fetch(`${inject('dnsControl')}/records/${encodeURIComponent(name)}`, {
    method: 'PUT',
    body: JSON.stringify(records),
  });
  if (response.status !== 204) throw new Error(`The DNS stand-in answered ${response.status}`);
}

/** Takes a name out of the stand-in: it answers NXDOMAIN for it again. */
export async function dropDnsRecords(name: string) {
  const response = await fetch(`${inject('dnsControl')}/records/${encodeURIComponent(name)}`, {
    method: 'DELETE',
  });
  if (response.status !== 204) throw new Error(`The DNS stand-in answered ${response.status}`);
}
