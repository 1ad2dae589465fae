/** `%text%` for ILIKE, with the pattern's own characters in `text` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
