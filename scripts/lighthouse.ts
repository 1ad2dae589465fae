/**
 * Lighthouse scores of a page, measured with Lighthouse from npm driving Debian's Chromium.
 *
 * As a module: `lighthouseScores(url)` → `{ performance: 98, accessibility: 100, … }` (0–100).
 * As a command (`node scripts/lighthouse.ts [path]`): starts the server on a free port with a
 * fresh DATA_DIR, prints the landing's scores (or those of `path`), and exits 1 below target.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** The flags every browser run on these machines uses (as root, no GPU, nothing fetched). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const DEFAULT_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseRun {
  /** Each category's score from 0 to 100. */
  scores: Record<string, number>;
  /** Cumulative layout shift as measured (0 is none). */
  cumulativeLayoutShift: number;
  /** Largest contentful paint and total blocking time, in milliseconds (simulated). */
  largestPaintMs: number;
  blockingMs: number;
  /** The HTML of the element Lighthouse took for the largest paint, '' when it names none. */
  largestPaintElement: string;
}

/** Lighthouse's two profiles: a phone on a slow network (the default), or a desktop. */
export type FormFactor = 'mobile' | 'desktop';

/**
 * Runs Lighthouse once on `url` (its mobile profile by default, or its desktop one; simulated
 * throttling) and returns each category's score and the layout shift.
 */
export async function lighthouseRun(
  url: string,
  categories: string[] = DEFAULT_CATEGORIES,
  formFactor: FormFactor = 'mobile',
): Promise<LighthouseRun> {
  try {
    return await lighthouseRunOnce(url, categories, formFactor);
  } catch (error) {
    // A busy machine sometimes loses the trace's start (NO_NAVSTART): the page is not at fault,
    // and one more run measures it.
    if (!String(error).includes('NO_NAVSTART')) throw error;
    return lighthouseRunOnce(url, categories, formFactor);
  }
}

async function lighthouseRunOnce(
  url: string,
  categories: string[],
  formFactor: FormFactor,
): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    const scores: Record<string, number> = {};
    for (const [key, category] of Object.entries(result.lhr.categories)) {
      scores[key] = Math.round((category.score ?? 0) * 100);
    }
    const metric = (id: string) => result.lhr.audits[id]?.numericValue ?? 0;
    return {
      scores,
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      largestPaintMs: Math.round(metric('largest-contentful-paint')),
      blockingMs: Math.round(metric('total-blocking-time')),
      largestPaintElement: largestPaintElement(result.lhr.audits),
    };
  } finally {
    chrome.kill();
  }
}

/** The snippet of the largest paint's element: the first node named in the LCP breakdown's details. */
function largestPaintElement(audits: Record<string, { details?: unknown }>): string {
  const find = (value: unknown): string | null => {
    if (value === null || typeof value !== 'object') return null;
    const node = value as { type?: string; snippet?: string };
    if (node.type === 'node' && typeof node.snippet === 'string') return node.snippet;
    for (const inner of Object.values(value)) {
      const found = find(inner);
      if (found !== null) return found;
    }
    return null;
  };
  return find(audits['lcp-breakdown-insight']?.details) ?? '';
}

/** Each category's score from 0 to 100 of one Lighthouse run on `url`. */
export async function lighthouseScores(
  url: string,
  categories: string[] = DEFAULT_CATEGORIES,
): Promise<Record<string, number>> {
  return (await lighthouseRun(url, categories)).scores;
}

/** Issue 7's targets for the landing. */
const TARGETS: Record<string, number> = { performance: 95, accessibility: 100 };

async function main() {
  const { startServer } = await import('./server-process.ts');
  const target = process.argv[2] ?? '/';
  const server = await startServer();
  try {
    const url = new URL(target, server.origin).toString();
    // Each run varies a little on a shared machine; the median of three is the figure.
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < 3; i++) runs.push(await lighthouseScores(url));
    const median = (key: string) => {
      const values = runs.map((run) => run[key] ?? 0).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)] ?? 0;
    };
    console.log(`Lighthouse (mobile, median of ${runs.length}) ${target}`);
    let missed = false;
    for (const key of Object.keys(runs[0] ?? {})) {
      const score = median(key);
      const goal = TARGETS[key];
      const verdict =
        goal === undefined
          ? ''
          : score >= goal
            ? ` (objetivo ≥ ${goal}: ok)`
            : ` (objetivo ≥ ${goal}: NO)`;
      if (goal !== undefined && score < goal) missed = true;
      console.log(
        `  ${key.padEnd(16)} ${String(score).padStart(3)}${verdict}  [${runs.map((r) => r[key]).join(', ')}]`,
      );
    }
    process.exitCode = missed ? 1 : 0;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await main();
