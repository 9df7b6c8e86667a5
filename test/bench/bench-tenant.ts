import { join } from 'node:path';
import type { FormPage, Item } from '../../shared/src/form-model/definition.ts';
import { templatePages } from '../../shared/src/form-model/form-config.ts';
import { importTenantFiles } from '../../functions/src/local/import-tenant-files.ts';
import { loadTenantFile } from '../../functions/src/local/load-tenant-file.ts';
import { applyThroughApi } from '../support/api-applicant.ts';

/** The bench tenant (fixtures/bench-tenant.yaml): a 300-field page and a 30-field page, on bench.localhost. */
export const benchTenant = {
  file: join(import.meta.dirname, 'fixtures', 'bench-tenant.yaml'),
  domainKey: 'bench',
  id: 9901,
  projectId: 99011,
  agreementIds: [9901101, 9901102],
  wideTaskId: 990111,
  page30TaskId: 990112,
  filesTaskId: 990113,
} as const;

let imported: Promise<{ wide: FormPage; page30: FormPage }> | undefined;

/** Imports the bench tenant once per run (into the running portal's table) and returns the first page of each template. */
export function importBenchTenant(): Promise<{ wide: FormPage; page30: FormPage }> {
  imported ??= (async () => {
    const { config } = await loadTenantFile(benchTenant.file);
    await importTenantFiles([benchTenant.file]);
    const firstPage = (name: string) => templatePages(config.form_templates[name]!)[0]!;
    return { wide: firstPage('wide300'), page30: firstPage('page30') };
  })();
  return imported;
}

let serial = 0;

/** A new applicant of the bench project through the public API (e-mail code from the local outbox), as a person would make one. */
export async function benchApplicant(port: number, taskId: number): Promise<{ id: number; token: string }> {
  // Unique phone and e-mail: one application per person and project.
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0') + String(serial++ % 10);
  const a = await applyThroughApi(port, benchTenant.domainKey, {
    projectId: benchTenant.projectId,
    taskId,
    name: '김벤치',
    phone: `0109${n}`,
    email: `bench${n}@example.com`,
    password: 'jiwon-apply-26',
    agreementIds: [...benchTenant.agreementIds],
  });
  return { id: a.id, token: a.token };
}

/** Form controls (input/select/textarea) an item renders; only the types the bench template uses. */
export function controlsOf(item: Item): number {
  switch (item.input_type.type) {
    case 'text':
    case 'email':
    case 'number':
    case 'float':
    case 'date':
    case 'select':
    case 'multiline':
      return 1;
    case 'date_range':
      return 2;
    case 'radio':
    case 'checkbox':
      return (item.options ?? []).filter((o) => o.status === 'Y').length;
    default:
      throw new Error(`bench template: control count of ${item.input_type.type} unknown`);
  }
}

export const itemsOf = (page: FormPage): { detailId: number; item: Item }[] =>
  page.forms.flatMap((f) => f.details.flatMap((d) => d.items.map((item) => ({ detailId: d.id, item }))));
