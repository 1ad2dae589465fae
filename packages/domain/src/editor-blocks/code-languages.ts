/**
 * docs/product.md#editor-blocks: the languages a code block may be marked with, and their names
 * in the editor's select. The public page highlights exactly these.
 */
export const CODE_LANGUAGES = {
  bash: 'Bash',
  css: 'CSS',
  html: 'HTML',
  java: 'Java',
  javascript: 'JavaScript',
  json: 'JSON',
  php: 'PHP',
  python: 'Python',
  sql: 'SQL',
  typescript: 'TypeScript',
  yaml: 'YAML',
} as const;
export type CodeLanguage = keyof typeof CODE_LANGUAGES;

/** Short names people type after ``` in Markdown. */
const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  py: 'python',
  yml: 'yaml',
  xml: 'html',
};

/** A language name or alias as one of the list, case aside; null for any other (plain code). */
export function codeLanguageOf(name: string | null | undefined): CodeLanguage | null {
  const key = (name ?? '').trim().toLowerCase();
  if (Object.hasOwn(CODE_LANGUAGES, key)) return key as CodeLanguage;
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] ?? null) : null;
}
