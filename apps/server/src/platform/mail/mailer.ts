import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { type Logger, stderrLogger } from '../log/logger.ts';

/** One message, in Spanish, as plain text and HTML (interpolated values already escaped). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on mails a visitor can stop. */
  headers?: Record<string, string>;
}

/** A message the outbox kept (`GET /api/dev/outbox`). */
export interface OutboxEntry extends MailMessage {
  createdAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** The outbox also answers what it holds, newest first. */
export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  list(limit?: number): OutboxEntry[];
}

export const DEFAULT_FROM = 'Bitácora <no-reply@bitacora.local>';

/** nodemailer over SMTP (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465`). */
export function createSmtpMailer(smtpUrl: string, from = DEFAULT_FROM): Mailer {
  // nodemailer loads with the first message, not at start: a start sends none.
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from, ...message });
    },
  };
}

const OUTBOX_MEMORY = 100;

/**
 * Without SMTP: each message is written as a JSON file under `dir` (DATA_DIR/outbox) and
 * logged in one info line; without `dir` (tests) it is only kept in memory. The write is
 * synchronous, so a message is readable as soon as `send` is called.
 */
export function createOutboxMailer(
  options: { dir?: string | undefined; now?: () => Date; logger?: Logger } = {},
): OutboxMailer {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? stderrLogger;
  const memory: OutboxEntry[] = [];
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });

  const readDir = (dir: string, limit: number): OutboxEntry[] => {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .slice(0, limit);
    const entries: OutboxEntry[] = [];
    for (const file of files) {
      try {
        const entry = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxEntry;
        entries.push({
          to: entry.to,
          subject: entry.subject,
          text: entry.text,
          html: entry.html,
          ...(entry.headers ? { headers: entry.headers } : {}),
          createdAt: entry.createdAt,
        });
      } catch {
        // A file being written or edited by hand is skipped.
      }
    }
    return entries;
  };

  return {
    kind: 'outbox',
    async send(message) {
      const createdAt = now();
      const entry: OutboxEntry = { ...message, createdAt: createdAt.toISOString() };
      memory.unshift(entry);
      memory.length = Math.min(memory.length, OUTBOX_MEMORY);
      if (options.dir) {
        // Sortable by name: time, then a random suffix for messages in the same millisecond.
        const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
        const file = path.join(options.dir, `${stamp}-${randomBytes(4).toString('hex')}.json`);
        fs.writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
        logger.info({ to: message.to, subject: message.subject, file }, 'correo: guardado');
      } else {
        logger.info({ to: message.to, subject: message.subject }, 'correo: guardado');
      }
    },
    list(limit = 50) {
      if (options.dir && fs.existsSync(options.dir)) return readDir(options.dir, limit);
      return memory.slice(0, limit);
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox in DATA_DIR/outbox. */
export function createMailer(
  env: { smtpUrl: string | undefined; dataDir: string },
  logger?: Logger,
): Mailer {
  if (env.smtpUrl) return createSmtpMailer(env.smtpUrl);
  return createOutboxMailer({ dir: path.join(env.dataDir, 'outbox'), logger });
}

/**
 * The start's warning when mail goes to the outbox, not out: codes and invitations would never
 * reach anyone. Null with SMTP.
 */
export function outboxWarning(env: {
  smtpUrl: string | undefined;
  mailTransport: 'smtp' | 'outbox' | undefined;
  dataDir: string;
}): string | null {
  if (env.smtpUrl) return null;
  const where = path.join(env.dataDir, 'outbox');
  const chosen =
    env.mailTransport === 'outbox'
      ? ' (MAIL_TRANSPORT=outbox).'
      : ': falta SMTP_URL. Configúralo para enviarlos, o indica MAIL_TRANSPORT=outbox si es a propósito.';
  return `Aviso: los correos no se envían, se guardan en ${where}${chosen}`;
}

export function isOutbox(mailer: Mailer): mailer is OutboxMailer {
  return mailer.kind === 'outbox';
}
