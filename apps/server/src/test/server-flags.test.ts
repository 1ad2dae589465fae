import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './crash-harness.ts';

/*
 * The servers the tests and benches start run as `npm start` and the systemd unit do: a flag
 * changed in one place and not the others would measure or deploy another server.
 */

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const startScript = (JSON.parse(read('../../package.json')) as { scripts: { start: string } })
  .scripts.start;
const unit = read('../../../../deploy/systemd/bitacora@.service');
const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1] ?? '';
const flags = SERVER_NODE_FLAGS.filter((flag) => flag.startsWith('--') && flag !== '--import');

describe("the server's node flags", () => {
  it('are the same in `npm start`, the systemd unit and the test harness', () => {
    expect(flags).toContain('--liftoff-only');
    const nodeFlags = (command: string) =>
      command.split(' ').filter((word) => word.startsWith('--') && word !== '--import');
    expect(nodeFlags(startScript)).toEqual(flags);
    expect(nodeFlags(execStart)).toEqual(flags);
  });

  it('and so are the malloc settings', () => {
    for (const name of [
      'MALLOC_ARENA_MAX',
      'MALLOC_TRIM_THRESHOLD_',
      'MALLOC_MMAP_THRESHOLD_',
    ] as const) {
      expect(startScript).toContain(`${name}=${SERVER_ENV[name]}`);
      expect(unit).toContain(`${name}=${SERVER_ENV[name]}`);
    }
  });
});
