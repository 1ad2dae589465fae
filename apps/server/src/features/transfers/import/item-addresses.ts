import { slugify } from '@bitacora/domain';
import type { ImportedItem } from './bundle.ts';
import { imageSources } from './import-images.ts';

/** Addresses an import can bring in; anything else (a `data:` image…) is left to the sanitiser. */
export function isImportableAddress(address: string): boolean {
  return /^(https?:\/\/|archive:|__GHOST_URL__\/)/i.test(address);
}

/** Every image address an item names: its featured image, then those in its body. */
export function imageAddresses(item: ImportedItem): string[] {
  const addresses = imageSources(item.html);
  if (item.featuredImage) addresses.unshift(item.featuredImage.url);
  return [...new Set(addresses)];
}

/** The slug an item asks for, as the writer derives it. */
export function baseSlug(item: ImportedItem): string {
  return (
    slugify(item.slug ?? '') ||
    slugify(item.title) ||
    `${item.kind === 'page' ? 'pagina' : 'entrada'}-${slugify(item.key)}`
  );
}
