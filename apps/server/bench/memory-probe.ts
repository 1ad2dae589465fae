/*
 * Loaded into the measured server with `--import` by `bench/memory.ts` when BENCH_BREAKDOWN=1:
 * on SIGUSR2 it prints one line, `memory-probe {json}`, with what the process's memory is made
 * of as Node and V8 see it (heap spaces, code, external and array buffers, WebAssembly
 * memories are array buffers too).
 */
import v8 from 'node:v8';

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
  );
  const code = v8.getHeapCodeStatistics();
  const heap = v8.getHeapStatistics();
  process.stdout.write(
    `memory-probe ${JSON.stringify({
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      mallocedMemory: heap.malloced_memory,
      spaces,
      bytecodeAndMetadata: code.bytecode_and_metadata_size,
      codeAndMetadata: code.code_and_metadata_size,
      externalScripts: code.external_script_source_size,
    })}\n`,
  );
});
