/*
 * `npm run build -w @bitacora/server` (and so `npm start`): builds the demo template for the
 * current migrations and seed when it is missing, so a first start with demo data copies a
 * database instead of building one. Quick when it is there: only the key is computed.
 */
import { createLogger } from '../platform/log/logger.ts';
import { buildDemoTemplate, demoTemplateDir, removeOtherDemoTemplates } from './demo-template.ts';

const target = demoTemplateDir();
const started = performance.now();
await buildDemoTemplate(target);
removeOtherDemoTemplates(target);
const ms = performance.now() - started;
if (ms > 500) {
  createLogger({ level: 'info', format: 'pretty' }).info(
    `Plantilla de datos de demostración lista (${(ms / 1000).toFixed(1)} s).`,
  );
}
