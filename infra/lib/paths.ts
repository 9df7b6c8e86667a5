import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (/work/main): the esbuild project root and home of package-lock.json. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const functionsSrc = path.join(repoRoot, 'functions', 'src');
/** Module of a route handler: functions/src/http/handlers/<handler>.ts. */
export const routeEntry = (handler: string) => path.join(functionsSrc, 'http', 'handlers', `${handler}.ts`);
/** Module of a scheduled function: functions/src/jobs/<handler>.ts. */
export const jobEntry = (handler: string) => path.join(functionsSrc, 'jobs', `${handler}.ts`);
export const defaultWebDist = path.join(repoRoot, 'web', 'dist');
