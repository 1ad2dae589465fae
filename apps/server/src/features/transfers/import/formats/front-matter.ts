import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A Markdown file's front matter: YAML between `---` lines (Jekyll, Hugo, Eleventy, Astro) or TOML
 * between `+++` lines (Hugo). A block that does not parse is reported and the body still read.
 */
export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
  error: string | null;
}

const BLOCK = /^(---|\+\+\+)[ \t]*\r?\n([\s\S]*?)\r?\n\1[ \t]*(?:\r?\n|$)/;

// The YAML and TOML parsers are required by the first Markdown import, not at start.
const parseToml = (text: string): unknown =>
  (require('smol-toml') as typeof import('smol-toml')).parse(text);
const parseYaml = (text: string): unknown => (require('yaml') as typeof import('yaml')).parse(text);

export function splitFrontMatter(text: string): FrontMatter {
  const source = text.replace(/^\uFEFF/, '');
  const match = source.match(BLOCK);
  if (!match) return { data: {}, body: source, error: null };
  const body = source.slice(match[0].length);
  try {
    const parsed = match[1] === '+++' ? parseToml(match[2]!) : parseYaml(match[2]!);
    const data =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    return { data, body, error: null };
  } catch (error) {
    return { data: {}, body, error: error instanceof Error ? error.message : String(error) };
  }
}
