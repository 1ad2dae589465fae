import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The nginx binary the tests run: NGINX_PATH, or Debian's. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const TEMP_FOLDERS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/** A temporary folder for one nginx: its config, pid, log and temp files, never the system's. */
export function nginxFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const sub of TEMP_FOLDERS) mkdirSync(path.join(dir, sub));
  return dir;
}

/**
 * An `nginx.conf` that runs in the foreground with everything it writes inside `dir` (from
 * `nginxFolder`), one worker (as root when the tests run as root: nginx would otherwise switch
 * to a user that may not read the folder), and `http` inside its `http { }` block.
 */
export function nginxConfig(dir: string, http: string, workerConnections = 256): string {
  const runsAsRoot = process.getuid?.() === 0;
  return `${runsAsRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
${TEMP_FOLDERS.map((sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${dir}/${sub};`).join('\n')}
${http}
}
`;
}
