import { importTenantConfig, type ImportSummary } from '../domain/tenancy/import-tenant-config.ts';
import { processWiring } from '../wiring/process-wiring.ts';
import { loadTenantFile } from './load-tenant-file.ts';

/** What an import did for one file, and what its operator should hear (loadTenantFile's warnings). */
export type ImportedFile = ImportSummary & { warnings: string[] };

/** Validates every file first, then imports them: one bad file imports nothing. */
export async function importTenantFiles(files: string[]): Promise<ImportedFile[]> {
  const loaded = await Promise.all(files.map((f) => loadTenantFile(f)));
  const w = processWiring();
  const out: ImportedFile[] = [];
  for (const l of loaded) {
    const summary = await importTenantConfig({ reposFor: w.reposFor, directory: w.directory, deadlines: w.deadlines, releases: w.releases, files: w.files, clock: w.clock, readAsset: l.readAsset }, l.config);
    out.push({ ...summary, warnings: l.warnings });
  }
  return out;
}
