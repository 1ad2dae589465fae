/**
 * The demo: its accounts and seed, the demo blog's pictures and visits, and the prebuilt
 * database template a first start copies. Nothing outside this folder reaches past this file.
 */
export { buildDemoTemplate, demoPicturesDir, demoTemplateDir } from './demo-template.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from './seed.ts';
export { seedDemoMedia } from './seed-media.ts';
