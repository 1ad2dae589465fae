import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';

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
