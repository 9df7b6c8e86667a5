import { importTenantConfig, type ImportSummary } from '../domain/tenancy/import-tenant-config.ts';
import { processWiring } from '../wiring/process-wiring.ts';
import { loadTenantFile } from './load-tenant-file.ts';

/** Validates every file first, then imports them: one bad file imports nothing. */
export async function importTenantFiles(files: string[]): Promise<ImportSummary[]> {
  const loaded = await Promise.all(files.map((f) => loadTenantFile(f)));
  const w = processWiring();
  const out: ImportSummary[] = [];
  for (const l of loaded) {
    out.push(await importTenantConfig({ reposFor: w.reposFor, directory: w.directory, deadlines: w.deadlines, releases: w.releases, files: w.files, clock: w.clock, readAsset: l.readAsset }, l.config));
  }
  return out;
}
