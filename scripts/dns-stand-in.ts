import { createSocket, type RemoteInfo } from 'node:dgram';
import { isIPv4, isIPv6 } from 'node:net';

/** What the stand-in answers for one name. */
export interface StandInRecords {
  TXT?: string[];
  CNAME?: string;
  A?: string[];
  AAAA?: string[];
}

export interface DnsStandIn {
  /** `127.0.0.1:port`, for DNS_RESOLVER or `dnsServers`. */
  server: string;
  port: number;
  set(name: string, records: StandInRecords): void;
  clear(): void;
  close(): Promise<void>;
}

const TYPES = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .map((label) => {
      const bytes = Buffer.from(label, 'ascii');
      return Buffer.concat([Buffer.from([bytes.length]), bytes]);
    });
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = groups(tail);
  const fill = address.includes('::') ? 8 - left.length - right.length : 0;
  const all = [...left, ...Array<string>(fill).fill('0'), ...right];
  const out = Buffer.alloc(16);
  all.forEach((group, i) => {
    out.writeUInt16BE(Number.parseInt(group, 16), i * 2);
  });
  return out;
}

function rdataOf(type: number, value: string): Buffer {
  if (type === TYPES.A) return Buffer.from(value.split('.').map(Number));
  if (type === TYPES.AAAA) return ipv6Bytes(value);
  if (type === TYPES.CNAME) return encodeName(value);
  const text = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from([text.length]), text]);
}

/** One answer record; `owner` is a compression pointer or an encoded name. */
function record(owner: Buffer, type: number, value: string): Buffer {
  const rdata = rdataOf(type, value);
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(type, 0);
  fixed.writeUInt16BE(1, 2);
  fixed.writeUInt32BE(60, 4);
  fixed.writeUInt16BE(rdata.length, 8);
  return Buffer.concat([owner, fixed, rdata]);
}

/**
 * A tiny authoritative DNS server on loopback for tests: A, AAAA, CNAME and TXT from a table the
 * test fills, NXDOMAIN for names it does not know. An address query on a name with a CNAME
 * answers the CNAME and the target's addresses, as a recursive resolver would.
 */
export async function startDnsStandIn(port = 0): Promise<DnsStandIn> {
  const table = new Map<string, StandInRecords>();
  const socket = createSocket('udp4');
  const answer = (query: Buffer, peer: RemoteInfo) => {
    if (query.length < 12) return;
    let offset = 12;
    const labels: string[] = [];
    while (offset < query.length && query[offset] !== 0) {
      const length = query[offset] ?? 0;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
      offset += length + 1;
    }
    offset += 1;
    const qtype = query.readUInt16BE(offset);
    const questionEnd = offset + 4;
    const name = labels.join('.').toLowerCase();
    const records = table.get(name);
    const answers: Buffer[] = [];
    const pointer = Buffer.from([0xc0, 0x0c]);
    if (records) {
      const add = (owner: Buffer, entry: StandInRecords, type: number) => {
        const values =
          type === TYPES.TXT
            ? entry.TXT
            : type === TYPES.A
              ? entry.A
              : type === TYPES.AAAA
                ? entry.AAAA
                : undefined;
        for (const value of values ?? []) answers.push(record(owner, type, value));
      };
      if (records.CNAME && qtype !== TYPES.TXT) {
        answers.push(record(pointer, TYPES.CNAME, records.CNAME));
        const target = table.get(records.CNAME.toLowerCase());
        if (target && qtype !== TYPES.CNAME) add(encodeName(records.CNAME), target, qtype);
      } else add(pointer, records, qtype);
    }
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    const recursion = query.readUInt16BE(2) & 0x0100;
    header.writeUInt16BE(0x8480 | recursion | (records ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const reply = Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
    socket.send(reply, peer.port, peer.address);
  };
  socket.on('message', (message, peer) => {
    try {
      answer(message, peer);
    } catch {
      // A malformed query gets no answer, as from a real server that drops it.
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  const bound = socket.address().port;
  return {
    server: `127.0.0.1:${bound}`,
    port: bound,
    set(name, records) {
      for (const address of records.A ?? []) if (!isIPv4(address)) throw new Error(address);
      for (const address of records.AAAA ?? []) if (!isIPv6(address)) throw new Error(address);
      table.set(name.toLowerCase(), records);
    },
    clear() {
      table.clear();
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
