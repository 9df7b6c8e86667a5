import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { buildOpenApi } from '@portal/shared/api/openapi';

/** npm run openapi: writes docs/openapi.json from the endpoint contracts (test/architecture/openapi.test.ts keeps it fresh). */
export const openApiFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'openapi.json');
export const openApiText = () => `${JSON.stringify(buildOpenApi(allEndpoints), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(openApiFile, openApiText());
  console.log(`wrote ${path.relative(process.cwd(), openApiFile)}`);
}
