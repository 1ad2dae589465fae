/*
 * Media upload latency: starts the server on a free port with a temporary DATA_DIR and the
 * demo data, signs in as the demo ADMIN and uploads a generated 4000×3000 JPEG N times in a
 * row, each answered once the original and its three variants are stored.
 *
 *   node bench/media-upload.ts            (N=15; BENCH_MEDIA_N to change)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const N = Number(process.env.BENCH_MEDIA_N ?? 15);
const serverDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bitacora-bench-media-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo1234!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const blogs = (await (
      await fetch(`${base}/api/blogs`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as
      | { data?: { uuid: string; subdomain: string }[] }
      | { uuid: string; subdomain: string }[];
    const list = Array.isArray(blogs) ? blogs : (blogs.data ?? []);
    const demo = list.find((b) => b.subdomain === 'demo');
    if (!demo) throw new Error('demo blog missing');

    // Smooth noise scaled up: a photo-like 4000×3000 JPEG of a realistic size.
    const noise = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp(noise).resize(4000, 3000).jpeg({ quality: 88 }).toBuffer();

    const times: number[] = [];
    for (let i = 0; i < N; i++) {
      const form = new FormData();
      form.append(
        'image',
        new File([new Uint8Array(jpeg)], `foto-${i}.jpg`, { type: 'image/jpeg' }),
      );
      form.append('entityType', 'general');
      const started = performance.now();
      const res = await fetch(`${base}/api/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-blog-id': demo.uuid },
        body: form,
      });
      const body = (await res.json()) as { urls?: Record<string, string> };
      times.push(performance.now() - started);
      if (res.status !== 201 || !body.urls?.small) throw new Error(`upload ${i}: ${res.status}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `media upload, 4000×3000 JPEG (${(jpeg.byteLength / 1024 / 1024).toFixed(2)} MB) with small/medium/large variants, N=${N}: ` +
        `median ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, ` +
        `min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
