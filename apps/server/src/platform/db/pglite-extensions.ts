import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions every embedded database loads at start: a migration creates them
 * (`unaccent`, for the readers' search), so a database opened without them could not run its
 * own triggers. Every `PGlite.create` passes these.
 */
export const PGLITE_EXTENSIONS = { unaccent };
