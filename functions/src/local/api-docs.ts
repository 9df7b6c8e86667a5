import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { buildOpenApi } from '@portal/shared/api/openapi';

/** Where the local server shows the API reference (local only: the stack deploys no docs route). */
export const API_DOCS_PATH = '/api/docs';

const uiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, { file: string; type: string }> = {
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
};

const page = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>채용 포털 API 문서</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;
const init = `window.ui = SwaggerUIBundle({ url: '${API_DOCS_PATH}/openapi.json', dom_id: '#api-reference', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, tryItOutEnabled: false });\n`;
// Scripts only from this origin; swagger-ui sets inline styles.
const csp = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

let openApiJson: string | undefined;

/** Serves the reference page, its assets and the OpenAPI document built from the contracts; false for other paths. */
export async function serveApiDocs(pathname: string, res: ServerResponse): Promise<boolean> {
  if (pathname !== API_DOCS_PATH && !pathname.startsWith(`${API_DOCS_PATH}/`)) return false;
  const name = pathname.slice(API_DOCS_PATH.length + 1);
  const headers = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', 'content-security-policy': csp };
  if (name === '' || name === 'index.html') {
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  } else if (name === 'openapi.json') {
    openApiJson ??= JSON.stringify(buildOpenApi(allEndpoints));
    res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(openApiJson);
  } else if (name === 'init.js') {
    res.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' });
    res.end(init);
  } else if (assets[name]) {
    res.writeHead(200, { ...headers, 'content-type': assets[name].type });
    res.end(await readFile(path.join(uiDir, assets[name].file)));
  } else {
    res.writeHead(404, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: '문서를 찾을 수 없습니다.' }));
  }
  return true;
}
