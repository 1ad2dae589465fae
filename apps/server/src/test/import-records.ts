import { fileURLToPath } from 'node:url';
import type {
  ImportedItem,
  ImportRecord,
  ImportWarning,
  ReadOptions,
} from '../features/transfers/index.ts';

export const fixture = (name: string) =>
  fileURLToPath(new URL(`./fixtures/import/${name}`, import.meta.url));

/** Everything a reader yields, with its warnings, and a check that no item names what was not yet yielded. */
export async function readAll(
  read: (file: string, options: ReadOptions) => AsyncGenerator<ImportRecord>,
  file: string,
  options: ReadOptions = {},
) {
  const warnings: ImportWarning[] = [];
  const records: ImportRecord[] = [];
  const seen = { author: new Set<string>(), category: new Set<string>(), tag: new Set<string>() };
  const unannounced: string[] = [];
  for await (const record of read(file, { ...options, onWarning: (w) => warnings.push(w) })) {
    records.push(record);
    if (record.type === 'author') seen.author.add(record.author.key);
    else if (record.type === 'category') seen.category.add(record.term.key);
    else if (record.type === 'tag') seen.tag.add(record.term.key);
    else if (record.type === 'item') {
      const { item } = record;
      if (item.authorKey && !seen.author.has(item.authorKey)) unannounced.push(item.authorKey);
      for (const k of item.categoryKeys) if (!seen.category.has(k)) unannounced.push(k);
      for (const k of item.tagKeys) if (!seen.tag.has(k)) unannounced.push(k);
    }
  }
  const items = records.flatMap((r) => (r.type === 'item' ? [r.item] : []));
  return {
    records,
    warnings,
    unannounced,
    items,
    item: (key: string): ImportedItem => {
      const found = items.find((i) => i.key === key);
      if (!found) throw new Error(`no item ${key}`);
      return found;
    },
    authors: records.flatMap((r) => (r.type === 'author' ? [r.author] : [])),
    categories: records.flatMap((r) => (r.type === 'category' ? [r.term] : [])),
    tags: records.flatMap((r) => (r.type === 'tag' ? [r.term] : [])),
  };
}
