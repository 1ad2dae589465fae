/*
 * Loads for the benches that compare the server with a bare `node:http` one: wrk (Debian's
 * package, a native generator), spawned and its report parsed. autocannon runs in node, on the
 * same two cores, and at tens of thousands of requests per second spends about as much CPU as
 * the server it measures, so the ceiling it reports is its own (docs/benchmarks.md).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Connect, read, write and time-out errors. */
  errors: number;
  /** Answers other than 2xx and 3xx. */
  non2xx: number;
  /** Answers per status, when the script prints them (`status 200: 1234`, one a line). */
  statuses: Record<number, number>;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable time ${text}`);
  return Number(match[1]) * (UNIT_MS[match[2] as string] as number);
}

/** wrk's report (with `--latency`) as numbers. */
export function parseWrk(out: string): WrkResult {
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m),/.exec(out);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p50 = /^\s+50%\s+(\S+)\s*$/m.exec(out);
  const p99 = /^\s+99%\s+(\S+)\s*$/m.exec(out);
  if (!total || !rps || !p50 || !p99) throw new Error(`wrk: unreadable report\n${out}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const statuses: Record<number, number> = {};
  for (const [, status, count] of out.matchAll(/^status (\d{3}): (\d+)$/gm))
    statuses[Number(status)] = Number(count);
  return {
    requests: Number(total[1]),
    seconds: milliseconds(`${total[2]}${total[3]}`) / 1000,
    rps: Number(rps[1]),
    p50: milliseconds(p50[1] as string),
    p99: milliseconds(p99[1] as string),
    errors,
    non2xx,
    statuses,
  };
}

export interface WrkOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers: Record<string, string>;
  /** A Lua script for wrk's `-s` (for instance one that writes every request itself). */
  script?: string;
  /** Seconds before wrk gives a request up (its own default: 2). */
  timeout?: number;
}

/** Two threads (one per core of the machine the figures come from), keep-alive connections. */
export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const args = ['-t2', `-c${options.connections}`, `-d${options.duration}s`, '--latency'];
  if (options.script) args.push('-s', options.script);
  if (options.timeout) args.push('--timeout', `${options.timeout}s`);
  // wrk adds its own `Host` unless one is given under exactly that spelling: a `host` in lower
  // case would go out as a second Host, and which of the two the server reads varies.
  for (const [name, value] of Object.entries(options.headers)) {
    args.push('-H', `${name.toLowerCase() === 'host' ? 'Host' : name}: ${value}`);
  }
  const { stdout } = await run('wrk', [...args, url], { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}

/** Clock ticks per second of /proc's CPU times: 100 on Linux (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system), in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** wrk's figures with the server's CPU time per answered request, in microseconds. */
export async function wrkWithCpu(
  pid: number,
  url: string,
  options: WrkOptions,
): Promise<WrkResult & { cpuUs: number }> {
  const before = cpuSeconds(pid);
  const result = await wrk(url, options);
  const cpu = cpuSeconds(pid) - before;
  return { ...result, cpuUs: (cpu / result.requests) * 1e6 };
}
