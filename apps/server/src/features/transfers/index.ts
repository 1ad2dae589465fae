/**
 * Transfers: importing a blog (WordPress, Ghost, Substack, Markdown, Bitácora) and exporting it.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { exportJobs, exportJobsExhausted } from './exports.service.ts';
import { importJobs, importJobsExhausted } from './import/import-jobs.ts';
import { transfersPolicy } from './policy.ts';
import { transfersScheduledJobs, transfersSchedules } from './scheduled.ts';
import { exportRoutes, importRoutes } from './transfers.routes.ts';

export { writeBlogExport } from './export/blog-export.ts';
export { downloadToken, exportJobs, exportJobsExhausted } from './exports.service.ts';
export type { ZipLimits } from './import/archive/zip-reader.ts';
export type { ImportedItem, ImportRecord, ImportWarning } from './import/bundle.ts';
export { importJobs, importJobsExhausted } from './import/import-jobs.ts';
export type { ImportReport } from './import/import-report.ts';
export type { ReadOptions } from './import/read-options.ts';
export { IMPORT_MESSAGES } from './import/write-import.ts';
export { confirmImport, receiveImport } from './imports.service.ts';
export { exportRoutes, importRoutes } from './transfers.routes.ts';

/** What transfers hands to app.ts and the job worker. */
export const transfersFeature: Feature = {
  name: 'transfers',
  policy: transfersPolicy,
  routes: [
    { path: '/api/imports', app: importRoutes },
    { path: '/api/exports', app: exportRoutes },
  ],
  jobs: (deps) => ({ ...importJobs(deps), ...exportJobs(deps), ...transfersScheduledJobs(deps) }),
  jobsExhausted: (deps) => ({ ...importJobsExhausted(deps), ...exportJobsExhausted(deps) }),
  schedules: transfersSchedules,
};
