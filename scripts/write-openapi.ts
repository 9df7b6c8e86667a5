import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { buildOpenApi } from '@portal/shared/api/openapi';

/**
 * npm run openapi: writes what is derived from the endpoint contracts (test/architecture/openapi.test.ts keeps both fresh):
 * - docs/openapi.json, the reference for integrators;
 * - shared/src/api/startup-routes.ts, the method and path of the calls a page load starts before zod is loaded, and of
 *   the calls the web makes without zod (contracts marked `plain`).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const openApiFile = path.join(root, 'docs', 'openapi.json');
export const openApiText = () => `${JSON.stringify(buildOpenApi(allEndpoints), null, 2)}\n`;

export const startupRoutesFile = path.join(root, 'shared', 'src', 'api', 'startup-routes.ts');
export const startupRoutesText = () => {
  const route = (e: (typeof allEndpoints)[number]) => `  ${e.id}: { method: '${e.method}', path: '${e.path}' },`;
  return [
    '// Written by `npm run openapi` from the contracts marked `startup` and `plain` (shared/src/api/*.ts); do not edit.',
    '// web/src/lib/early-requests.ts reads these before the app, zod and the schemas are loaded.',
    'export const startupRoutes = {',
    ...allEndpoints.filter((e) => e.startup).map(route),
    '} as const;',
    '',
    '// web/src/lib/plain-call.ts calls these without zod: the landing page loads neither zod nor the schemas.',
    'export const plainRoutes = {',
    ...allEndpoints.filter((e) => e.plain).map(route),
    '} as const;',
    '',
  ].join('\n');
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(openApiFile, openApiText());
  writeFileSync(startupRoutesFile, startupRoutesText());
  console.log(`wrote ${path.relative(process.cwd(), openApiFile)} and ${path.relative(process.cwd(), startupRoutesFile)}`);
}
