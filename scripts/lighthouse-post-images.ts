/**
 * Lighthouse on a public post with three library images in its body: starts a server with demo
 * data, uploads three photos through the media library, publishes a post that shows them with
 * alt text and captions, and prints the median of three runs and the largest layout shift.
 * Targets: performance at least 95, layout shift 0.
 */
import sharp from 'sharp';
import { type LighthouseRun, lighthouseRun } from './lighthouse.ts';
import { startServer } from './server-process.ts';

const ADMIN = { email: 'admin@example.com', password: 'Demo1234!' };

/** A 1600×1067 photo-like JPEG: a gradient with some noise, as a camera would give. */
async function photo(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1067;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = ((x * 7919 + y * 104729 + seed * 31) % 23) - 11;
      pixels[i] = Math.max(0, Math.min(255, Math.round((255 * x) / width) + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, Math.round((255 * y) / height) + noise));
      pixels[i + 2] = (seed * 70 + 90) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function main() {
  const server = await startServer();
  try {
    const login = await json<{ token: string }>(
      await fetch(`${server.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const auth = { authorization: `Bearer ${login.token}` };
    const blogs = await json<{ data?: { uuid: string; subdomain: string }[] }>(
      await fetch(`${server.origin}/api/blogs`, { headers: auth }),
    );
    const demo = (blogs.data ?? []).find((blog) => blog.subdomain === 'demo');
    if (!demo) throw new Error('the demo blog is missing');
    const headers = { ...auth, 'x-blog-id': demo.uuid };

    const figures: string[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await photo(i))], { type: 'image/jpeg' }),
        `foto-${i + 1}.jpg`,
      );
      const item = await json<{ url: string }>(
        await fetch(`${server.origin}/api/media/upload`, { method: 'POST', headers, body: form }),
      );
      figures.push(
        `<figure><img src="${item.url}" alt="Foto ${i + 1} del paseo"><figcaption>Parada ${i + 1} del paseo por la ciudad.</figcaption></figure>`,
      );
    }
    const paragraph =
      '<p>Salimos temprano, con la luz baja de la mañana, y recorrimos el barrio sin prisa: cada calle guardaba una plaza pequeña, una fuente y alguien que nos contaba su historia.</p>';
    const content = [
      paragraph,
      figures[0],
      paragraph,
      paragraph,
      figures[1],
      paragraph,
      figures[2],
      paragraph,
    ].join('');
    const slug = `paseo-con-fotos-${Date.now().toString(36)}`;
    await json(
      await fetch(`${server.origin}/api/posts`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Un paseo con fotos', slug, content, status: 'published' }),
      }),
    );

    // The same run measures a demo post with only a featured image, for comparison.
    const pages = {
      'tres imágenes en el cuerpo': `http://demo.localhost:${server.port}/blog/${slug}`,
      'referencia: solo imagen destacada': `http://demo.localhost:${server.port}/blog/sevilla-en-otono`,
    };
    let met = true;
    for (const [label, url] of Object.entries(pages)) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < 3; i++) runs.push(await lighthouseRun(url));
      const median = (pick: (run: LighthouseRun) => number) => {
        const values = runs.map(pick).sort((a, b) => a - b);
        return values[Math.floor(values.length / 2)] ?? 0;
      };
      console.log(`Lighthouse (mobile, median of ${runs.length}), ${label}: ${url}`);
      for (const key of Object.keys(runs[0]?.scores ?? {})) {
        console.log(
          `  ${key.padEnd(16)} ${String(median((r) => r.scores[key] ?? 0)).padStart(5)}  [${runs.map((r) => r.scores[key]).join(', ')}]`,
        );
      }
      console.log(`  LCP              ${String(median((r) => r.largestPaintMs)).padStart(5)} ms`);
      console.log(`  TBT              ${String(median((r) => r.blockingMs)).padStart(5)} ms`);
      const shift = Math.max(...runs.map((run) => run.cumulativeLayoutShift));
      console.log(`  layout shift     ${shift.toFixed(3)} (largest of the runs)`);
      if (label.startsWith('tres'))
        met = median((r) => r.scores.performance ?? 0) >= 95 && shift === 0;
    }
    console.log(
      `  load average now: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
  }
}

await main();
