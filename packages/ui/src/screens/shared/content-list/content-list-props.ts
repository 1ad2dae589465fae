import type { SelectOption } from '../../../primitives/select/select';
import type { BulkRequest } from './bulk-bar';
import type { ContentListQuery } from './content-list-query';

/** A list's search, filters, order and page, when the screen offers them. */
export type ContentListPaging = {
  query: ContentListQuery;
  onQueryChange: (query: ContentListQuery) => void;
  total: number;
  totalCapped?: boolean;
  /** The filters' choices; a filter without them is not offered. */
  options?: {
    categories?: readonly SelectOption[];
    tags?: readonly SelectOption[];
    authors?: readonly SelectOption[];
    series?: readonly SelectOption[];
    /** The blog's languages in use, offered once there are two ('Idioma'). */
    languages?: readonly SelectOption[];
  };
};

/** Bulk actions on the selected rows, when the screen offers them. */
export type ContentListBulk = {
  /** The selected rows' ids and the chosen action (a deletion already confirmed). */
  onApply: (ids: number[], request: BulkRequest) => void;
  isApplying?: boolean;
  error?: string | null;
};
