import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The landing as a static site: `vite build` bundles the fonts and the menu script,
 * `vite build --ssr` the renderer, then `prerender.ts` writes the rendered page into
 * dist/index.html and precompresses the files.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
  // PANEL_ORIGIN (where login and signup point) is read at build time.
  envPrefix: ['VITE_', 'PANEL_'],
  // The prerender bundle (`vite build --ssr`) holds all it needs, CommonJS dependencies included.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    // Hashed names under their own folder, so one server can host the panel's assets beside them.
    assetsDir: 'landing-assets',
    // One small script and no dynamic imports: nothing to preload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // ui's entry exports every screen; only what the landing renders may stay in the
        // renderer. Modules count as side-effect free, except stylesheets (the fonts).
        moduleSideEffects: (id) => /\.css$/.test(id),
        manualPureFunctions: ['styled', 'css', 'keyframes', 'createGlobalStyle'],
      },
    },
  },
});
