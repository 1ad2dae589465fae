import { readFileSync } from 'node:fs';

type Field = 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile';

/**
 * Fields of a process's `/proc/<pid>/status`, in bytes: its resident memory (`VmRSS`), the
 * kernel's high-water mark of it since the start (`VmHWM`), and its anonymous and file-backed
 * parts. Read once per call, so the fields asked together come from one moment.
 */
export function memoryOf<F extends Field>(pid: number, fields: readonly F[]): Record<F, number> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: Field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return Object.fromEntries(fields.map((field) => [field, kib(field) * 1024])) as Record<F, number>;
}
