type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };

/**
 * A full collection that compacts the heap and gives its free pages back to the system (node's
 * `gc`, which only `--expose-gc` defines, as `npm start` runs the server); undefined without it.
 */
export function exposedGc(): (() => void) | undefined {
  const gc = (globalThis as { gc?: (options?: GcOptions) => void }).gc;
  return gc ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined;
}
