import { format } from 'node:util';
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

/** Anything with `write(line)`: process.stdout, or a test's array. */
export interface LineSink {
  write(line: string): unknown;
}

/** Keys every line has, left out of the pretty line's trailing fields. */
const BASE_KEYS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);

/**
 * One readable line per record, for a person at a terminal: time, level, message, then the
 * other fields as key=value and a stack when there is one. A few lines of code instead of
 * pino-pretty and its dependencies (docs/decisions/029-logs-and-metrics.md).
 */
export function prettySink(out: LineSink): DestinationStream {
  return {
    write(line: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const time = String(record.time).slice(11, 23);
      const level = String(record.level).toUpperCase();
      let text = `${time} ${level.padEnd(5)} ${String(record.msg ?? '')}`;
      for (const [key, value] of Object.entries(record)) {
        if (BASE_KEYS.has(key)) continue;
        text += ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
      }
      const err = record.err as { stack?: string } | undefined;
      if (err?.stack) text += `\n${err.stack}`;
      out.write(`${text}\n`);
    },
  };
}

/** pino's number for the warn level (error and fatal are above it). */
const WARN_LEVEL = 40;

let isoMs = -1;
let isoText = '';

/** pino's `isoTime`, the text reused within a millisecond: a busy server logs many per ms. */
function isoTime(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoText;
}

/**
 * The process's logger: one JSON object per line on stdout (what log collectors read), or the
 * pretty lines above.
 */
export function createLogger(options: {
  level: LogLevel;
  format: LogFormat;
  out?: LineSink;
}): Logger {
  const out = options.out ?? process.stdout;
  let destination: DestinationStream;
  if (options.format === 'pretty') destination = prettySink(out);
  else if (options.out) destination = { write: (line: string) => void out.write(line) };
  else {
    // Lines are gathered and written together every 50 ms (or at 16 kB): one write per request,
    // and then one per turn of the event loop, cost the public page much of its throughput
    // (docs/benchmarks.md). What is gathered goes out when the process exits, and at once for
    // `logger.flush()` (console messages, the start-up line).
    const batch = batchedSink(out);
    process.on('exit', () => batch.flush());
    destination = batch;
  }
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // A warning or an error is written at once, not with the next batch: it may be the last
        // line before the process stops.
        logMethod(args, method, level) {
          method.apply(this, args);
          if (level >= WARN_LEVEL) this.flush();
        },
      },
    },
    destination,
  );
}

/**
 * Lines gathered and written in one call `delayMs` after the first of them, at `maxLength`, or
 * on `flush()`. The timer does not keep the process alive; the exit handler flushes.
 */
export function batchedSink(
  out: LineSink,
  maxLength = 16 * 1024,
  delayMs = 50,
): DestinationStream & { flush(): void } {
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= maxLength) flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, delayMs);
        timer.unref();
      }
    },
    flush,
  };
}

/**
 * A writer of one info record whose fields the caller already wrote as JSON (`"a":1,"b":"x"`),
 * laid out as pino lays its records (level, time, bindings, fields, msg) and handed straight to
 * the logger's destination. For the request line, written on every request: pino's generic
 * path (the level formatter's object, each field serialised on its own) cost a cached page about
 * a sixth of its CPU. Undefined when info records are off.
 */
export function infoLineWriter(
  logger: Logger,
): ((fields: string, msg: string) => void) | undefined {
  if (!logger.isLevelEnabled('info')) return undefined;
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as DestinationStream | undefined;
  const time = internals[pino.symbols.timeSym] as (() => string) | undefined;
  const bindings = internals[pino.symbols.chindingsSym];
  if (!stream || typeof time !== 'function' || typeof bindings !== 'string') {
    return (fields, msg) => logger.info(JSON.parse(`{${fields}}`) as object, msg);
  }
  // The line's end for the last message written: every request line has the same one.
  let lastMsg: string | undefined;
  let end = '';
  return (fields, msg) => {
    if (msg !== lastMsg) {
      lastMsg = msg;
      end = `,"msg":${JSON.stringify(msg)}}\n`;
    }
    stream.write(`{"level":"info"${time()}${bindings},${fields}${end}`);
  };
}

/** A logger that writes nothing, for a test that provokes errors on purpose. */
export const silentLogger: Logger = pino({ level: 'silent' });

/**
 * The one default where no logger is given (tests, a start that failed before reading its
 * environment): warnings and errors as readable lines on stderr, so a failure is not silent.
 */
export const stderrLogger: Logger = createLogger({
  level: 'warn',
  format: 'pretty',
  out: process.stderr,
});

/**
 * Sends `console.*` through the logger, so a library's messages come out as the same JSON lines
 * as the code's own (which are given the logger). An Error among the arguments becomes the record's `err`.
 */
export function routeConsoleTo(logger: Logger): void {
  const to =
    (level: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const rest = err ? args.filter((arg) => arg !== err) : args;
      const message = format(...rest) || err?.message || '';
      if (err) logger[level]({ err }, message);
      else logger[level](message);
      // Rare, and some are awaited (the start-up line) or followed by an exit: out now.
      logger.flush();
    };
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
  console.debug = to('debug');
}
