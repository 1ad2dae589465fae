import type { ImportWarning } from './bundle.ts';

/** How many entries of each list a report keeps; the totals always count them all. */
export const REPORT_LIST_MAX = 200;

export interface ImportReport {
  created: {
    posts: number;
    pages: number;
    categories: number;
    tags: number;
    comments: number;
    images: number;
    invitations: number;
    series: number;
    menuItems: number;
  };
  /** Items not written, each with why (already imported, no content…). */
  skipped: { key: string; title: string; reason: string }[];
  skippedTotal: number;
  /** Items whose slug was taken in the blog and got a numbered one. */
  renamed: { key: string; title: string; from: string; to: string }[];
  renamedTotal: number;
  /** Images that stay at their old address, and why. */
  imagesFailed: { address: string; reason: string }[];
  imagesFailedTotal: number;
  warnings: ImportWarning[];
  warningsTotal: number;
}

export function emptyReport(): ImportReport {
  return {
    created: {
      posts: 0,
      pages: 0,
      categories: 0,
      tags: 0,
      comments: 0,
      images: 0,
      invitations: 0,
      series: 0,
      menuItems: 0,
    },
    skipped: [],
    skippedTotal: 0,
    renamed: [],
    renamedTotal: 0,
    imagesFailed: [],
    imagesFailedTotal: 0,
    warnings: [],
    warningsTotal: 0,
  };
}

type ListName = 'skipped' | 'renamed' | 'imagesFailed' | 'warnings';

/** Adds an entry to one of the report's lists, keeping the first {@link REPORT_LIST_MAX}. */
export function note<K extends ListName>(
  report: ImportReport,
  list: K,
  entry: ImportReport[K][number],
): void {
  const total = `${list}Total` as `${K}Total`;
  (report[total] as number) += 1;
  const entries = report[list] as ImportReport[K][number][];
  if (entries.length < REPORT_LIST_MAX) entries.push(entry);
}
