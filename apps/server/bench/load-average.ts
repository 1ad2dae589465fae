import os from 'node:os';

/** The machine's 1, 5 and 15 minute load averages, as each bench prints them beside its figures. */
export const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
