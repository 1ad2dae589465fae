import type { BlogExport, BlogImport } from '@bitacora/api';

/** How often an import or export under way is asked for its state. */
export const TRANSFER_POLL_MS = 1000;

/** The server works on the import: its state is asked again until it changes. */
export function isImportWorking(state: BlogImport['state'] | undefined): boolean {
  return state === 'analysing' || state === 'running';
}

/**
 * The import to show on entering the screen: the latest one still to confirm or under way, so
 * a reload in the middle shows where it is. A finished one leaves the file picker.
 */
export function resumableImport(imports: readonly BlogImport[]): BlogImport | null {
  const [latest] = imports;
  if (!latest) return null;
  return latest.state === 'analysing' || latest.state === 'ready' || latest.state === 'running'
    ? latest
    : null;
}

/** The exports with one replaced by its newer state, or put first when it is new. */
export function withExport(exports: readonly BlogExport[], next: BlogExport): BlogExport[] {
  return exports.some((item) => item.id === next.id)
    ? exports.map((item) => (item.id === next.id ? next : item))
    : [next, ...exports];
}
