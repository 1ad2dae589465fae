import { fileURLToPath } from 'node:url';

/** The committed migrations (drizzle-kit's output). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));
