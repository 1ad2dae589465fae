/**
 * Transfers: importing a blog (WordPress, Ghost, Substack, Markdown, Bitácora) and exporting it.
 * The feature's only face: other features, the composition and the demo import from here.
 */
export { writeBlogExport } from './export/blog-export.ts';
export { downloadToken, exportJobs, exportJobsExhausted } from './exports.service.ts';
export type { ZipLimits } from './import/archive/zip-reader.ts';
export type { ImportedItem, ImportRecord, ImportWarning } from './import/bundle.ts';
export { importJobs, importJobsExhausted } from './import/import-jobs.ts';
export type { ImportReport } from './import/import-report.ts';
export type { ReadOptions } from './import/read-options.ts';
export { IMPORT_MESSAGES } from './import/write-import.ts';
export { confirmImport, receiveImport } from './imports.service.ts';
export { purgeTransfers } from './purge-transfers.ts';
export { exportRoutes, importRoutes } from './transfers.routes.ts';
