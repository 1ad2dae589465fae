import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AwsClient } from 'aws4fetch';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/index.ts';
import { openDatabase } from '../platform/db/client.ts';
import { generatedSecrets } from '../platform/db/schema/index.ts';
import { createScratchDatabase, tempDataDir } from './crash-harness.ts';
import { startTestBucket, TEST_BUCKET_CREDENTIALS, type TestBucket } from './test-bucket.ts';

/*
 * deploy/backup.sh and deploy/restore.sh as shipped, run on this machine's PostgreSQL (a
 * database of their own) and a DATA_DIR with a media folder: a restore after later writes
 * brings back exactly what the backup held, and a damaged copy or a database still in use
 * changes nothing. With the media in a bucket (s3rver on loopback, copied by the AWS CLI), the
 * bucket's images are in the copy and a restore puts them back.
 */

const DEPLOY = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
const databaseUrl = process.env.DATABASE_URL as string;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Run {
  code: number | null;
  output: string;
}

function script(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('bash', [path.join(DEPLOY, name), ...args], {
      // Not the instances' env file of this machine, if it has one: only what the test gives.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', BITACORA_ENV: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Every table's rows (as a hash, in a stable order) and every sequence's position. */
async function databaseContents(url: string): Promise<Record<string, string>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const out: Record<string, string> = {};
    const tables = await sql<{ schema: string; name: string }[]>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1, 2`;
    for (const { schema, name } of tables) {
      const [row] = await sql.unsafe<{ n: number; h: string }[]>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
         as h from "${schema}"."${name}" t`,
      );
      out[`${schema}.${name}`] = `${row?.n} ${row?.h}`;
    }
    const sequences = await sql<{ schema: string; name: string }[]>`
      select sequence_schema as schema, sequence_name as name from information_schema.sequences
      where sequence_schema in ('public', 'drizzle') order by 1, 2`;
    for (const { schema, name } of sequences) {
      const [row] = await sql.unsafe<{ v: string; c: boolean }[]>(
        `select last_value::text as v, is_called as c from "${schema}"."${name}"`,
      );
      out[`${schema}.${name} (sequence)`] = `${row?.v} ${row?.c}`;
    }
    return out;
  } finally {
    await sql.end();
  }
}

/** Every file under a folder: its path, mode and contents. */
function folderContents(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, name);
    const stat = fs.statSync(full);
    out[name] = stat.isDirectory()
      ? 'dir'
      : `${(stat.mode & 0o777).toString(8)} ${fs.readFileSync(full, 'base64')}`;
  }
  return out;
}

function write(file: string, text: string, mode = 0o644) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode });
}

let url: string;
let dataDir: string;
let env: Record<string, string>;
let copy: string;
let database: Record<string, string>;
let files: Record<string, string>;

beforeAll(async () => {
  const scratch = await createScratchDatabase(databaseUrl);
  cleanups.push(scratch.drop);
  url = scratch.url;
  const handle = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  await handle.migrate();
  await seedDemo(handle.db);
  await handle.db.insert(generatedSecrets).values({ name: 'jwt', value: 'secreto-de-la-copia' });
  await handle.close();
  const data = tempDataDir('bitacora-backup-data-');
  cleanups.push(data.remove);
  dataDir = data.dir;
  // What an install's DATA_DIR holds: generated keys, an export in progress, the outbox, media.
  write(path.join(dataDir, 'secrets.json'), '{"altchaHmacKey":"k"}', 0o600);
  write(path.join(dataDir, 'transfers', 'exports', 'blog-1.zip'), 'PK zip');
  write(path.join(dataDir, 'outbox', '2026-11-28-codigo.json'), '{"subject":"Tu código"}');
  write(path.join(dataDir, 'media', 'blog-uuid', 'foto.jpg'), 'jpeg bytes');
  write(path.join(dataDir, 'media', 'blog-uuid', 'foto-small.jpg'), 'small jpeg');
  database = await databaseContents(url);
  files = folderContents(dataDir);
  const dest = tempDataDir('bitacora-backups-');
  cleanups.push(dest.remove);
  env = { DATABASE_URL: url, DATA_DIR: dataDir };
  const backup = await script('backup.sh', [dest.dir], env);
  expect(backup.code, backup.output).toBe(0);
  const made = fs.readdirSync(dest.dir);
  expect(made).toHaveLength(1);
  copy = path.join(dest.dir, made[0] as string);
}, 60_000);

describe('deploy/backup.sh and deploy/restore.sh', () => {
  it('the copy holds the dump, DATA_DIR and the media, with their checksums', () => {
    expect(path.basename(copy)).toMatch(/^bitacora-\d{8}T\d{6}Z$/);
    expect(fs.readdirSync(copy).sort()).toEqual([
      'SHA256SUMS',
      'data.tar.gz',
      'database.dump',
      'media.tar.gz',
    ]);
  });

  it('a restore after later writes brings back the database and the folders as they were', async () => {
    // Later writes: rows changed and removed, a table a newer release made, files changed.
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql`delete from comments`;
    await sql`update users set name = 'Cambiado'`;
    await sql`update generated_secrets set value = 'otro'`;
    await sql`insert into blogs (name, subdomain) values ('Después', 'despues')`;
    await sql`create table after_the_copy (id int)`;
    await sql.end();
    fs.rmSync(path.join(dataDir, 'secrets.json'));
    write(path.join(dataDir, 'transfers', 'exports', 'blog-2.zip'), 'later');
    write(path.join(dataDir, 'media', 'blog-uuid', 'foto.jpg'), 'changed');
    write(path.join(dataDir, 'media', 'blog-uuid', 'otra.jpg'), 'later');
    expect(await databaseContents(url)).not.toEqual(database);

    const restore = await script('restore.sh', [copy], env);
    expect(restore.code, restore.output).toBe(0);
    expect(await databaseContents(url)).toEqual(database);
    expect(folderContents(dataDir)).toEqual(files);
    // The restored database is the app's again: it opens and finds nothing left to migrate.
    const handle = await openDatabase({ databaseUrl: url, maxConnections: 1 });
    await handle.migrate();
    await handle.close();
    expect(await databaseContents(url)).toEqual(database);
  }, 60_000);

  it('refuses a damaged copy and a database in use, and changes nothing', async () => {
    const damaged = `${copy}-damaged`;
    fs.cpSync(copy, damaged, { recursive: true });
    cleanups.push(() => fs.rmSync(damaged, { recursive: true, force: true }));
    fs.appendFileSync(path.join(damaged, 'data.tar.gz'), 'x');
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql`delete from comments`;
    const changed = await databaseContents(url);
    write(path.join(dataDir, 'outbox', 'later.json'), '{}');

    const bad = await script('restore.sh', [damaged], env);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('está dañada');
    // An instance still connected: the restore waits for it to be stopped.
    await sql`select 1`;
    const inUse = await script('restore.sh', [copy], env);
    await sql.end();
    expect(inUse.code).toBe(1);
    expect(inUse.output).toContain('detén las instancias');
    expect(await databaseContents(url)).toEqual(changed);
    expect(fs.existsSync(path.join(dataDir, 'outbox', 'later.json'))).toBe(true);
  }, 60_000);
});

describe('deploy/backup.sh and deploy/restore.sh with the media in a bucket', () => {
  const BUCKET = 'bitacora-copias';
  let bucket: TestBucket;
  let bucketEnv: Record<string, string>;
  let dest: string;
  const client = new AwsClient({ ...TEST_BUCKET_CREDENTIALS, service: 's3', region: 'us-east-1' });
  const object = (key: string) => `${bucket.endpoint}/${BUCKET}/media/${key}`;
  const put = async (key: string, body: string) =>
    expect((await client.fetch(object(key), { method: 'PUT', body })).status).toBe(200);
  const read = async (key: string) => {
    const res = await client.fetch(object(key));
    return res.status === 200 ? res.text() : null;
  };

  beforeAll(async () => {
    bucket = await startTestBucket(BUCKET);
    cleanups.push(() => bucket.close());
    const data = tempDataDir('bitacora-backup-bucket-data-');
    cleanups.push(data.remove);
    const backups = tempDataDir('bitacora-backups-bucket-');
    cleanups.push(backups.remove);
    dest = backups.dir;
    // The server's own settings for the bucket, as in the instances' env file.
    bucketEnv = {
      DATABASE_URL: url,
      DATA_DIR: data.dir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: bucket.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: TEST_BUCKET_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_BUCKET_CREDENTIALS.secretAccessKey,
      // The CLI's own files (~/.aws) of whoever runs the test play no part.
      HOME: data.dir,
    };
    await put('blog-uuid/foto.jpg', 'jpeg bytes');
    await put('blog-uuid/foto-small.jpg', 'small jpeg');
    await put('avatars/yo.png', 'png bytes');
  });

  it('refuses to start without the AWS CLI, saying how to go on, and writes nothing', async () => {
    const run = await script('backup.sh', [dest], { ...bucketEnv, AWS_CLI: 'aws-que-no-esta' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('hace falta la AWS CLI');
    expect(run.output).toContain('BACKUP_BUCKET=no');
    expect(fs.readdirSync(dest)).toEqual([]);
  });

  it('copies the bucket into the backup and puts it back in a restore', async () => {
    const backup = await script('backup.sh', [dest], bucketEnv);
    expect(backup.code, backup.output).toBe(0);
    const [made] = fs.readdirSync(dest);
    const copied = path.join(dest, made as string);
    const archived = execFileSync('tar', ['-tzf', path.join(copied, 'media.tar.gz')], {
      encoding: 'utf8',
    });
    expect(
      archived
        .split('\n')
        .filter((name) => /\.(jpg|png)$/.test(name))
        .sort(),
    ).toEqual(['./avatars/yo.png', './blog-uuid/foto-small.jpg', './blog-uuid/foto.jpg']);

    // The bucket loses images after the copy, and gets a new one.
    expect((await client.fetch(object('blog-uuid/foto.jpg'), { method: 'DELETE' })).status).toBe(
      204,
    );
    await client.fetch(object('avatars/yo.png'), { method: 'DELETE' });
    await put('blog-uuid/despues.jpg', 'later');

    const restore = await script('restore.sh', [copied], bucketEnv);
    expect(restore.code, restore.output).toBe(0);
    expect(await read('blog-uuid/foto.jpg')).toBe('jpeg bytes');
    expect(await read('blog-uuid/foto-small.jpg')).toBe('small jpeg');
    expect(await read('avatars/yo.png')).toBe('png bytes');
    // Left for the hourly sweep, as no row names it.
    expect(await read('blog-uuid/despues.jpg')).toBe('later');
  }, 60_000);

  it('leaves the bucket out with BACKUP_BUCKET=no', async () => {
    const other = tempDataDir('bitacora-backups-no-bucket-');
    cleanups.push(other.remove);
    const run = await script('backup.sh', [other.dir], {
      ...bucketEnv,
      BACKUP_BUCKET: 'no',
      AWS_CLI: 'aws-que-no-esta',
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('que esta copia no incluye (BACKUP_BUCKET=no)');
    const [made] = fs.readdirSync(other.dir);
    expect(fs.readdirSync(path.join(other.dir, made as string)).sort()).toEqual([
      'SHA256SUMS',
      'data.tar.gz',
      'database.dump',
    ]);
  }, 60_000);
});
