import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API answers on the same origin in production; in `vite dev` it is proxied to `npm start`. */
const apiOrigin = process.env.BITACORA_API_ORIGIN ?? 'http://localhost:3000';

const WORKSPACE_SOURCE = /\/packages\/(ui|api|domain)\/src\/.*\.tsx?$/;

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    rolldownOptions: {
      // The workspaces' modules only declare things (screens, styles, rules): one that nothing
      // imports is left out, so a route's chunk carries only the screens it shows. Stylesheets
      // and the self-hosted fonts are kept.
      treeshake: {
        moduleSideEffects: (id) => !WORKSPACE_SOURCE.test(id) || id.endsWith('fonts.ts'),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/comments': apiOrigin,
      '/media': apiOrigin,
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
