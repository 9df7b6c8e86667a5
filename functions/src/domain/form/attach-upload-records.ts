import type { FormPage, Item } from '@portal/shared/form-model/definition';
import { isUploadItem } from '@portal/shared/form/file-limits';
import { checkFileList, fileEntriesOf } from '../files/check-file-list.ts';
import type { UploadRecord } from '../ports.ts';
import { isRecord } from '@portal/shared/is-record';

type Values = Record<string, unknown>;

const isTop = (model: string | null | undefined) => !model || model === 'applicants';

/** Every (container, item) pair of the page's photo and file items present in the payload. */
function fileSlots(page: FormPage, values: Values): { container: Values; item: Item; path: string }[] {
  const out: { container: Values; item: Item; path: string }[] = [];
  for (const form of page.forms)
    for (const detail of form.details)
      for (const item of detail.items) {
        if (!isUploadItem(item)) continue;
        const field = item.input_type.field;
        if (detail.repeatable) {
          const model = detail.repeatable.model;
          const rows = values[model];
          if (Array.isArray(rows)) rows.forEach((row, i) => isRecord(row) && out.push({ container: row, item, path: `${model}.${i}.${field}` }));
        } else if (isTop(item.input_type.model)) out.push({ container: values, item, path: field });
        else {
          const group = values[item.input_type.model!];
          if (isRecord(group)) out.push({ container: group, item, path: `${item.input_type.model}.${field}` });
        }
      }
  return out;
}

export const pageHasFiles = (page: FormPage) => page.forms.some((f) => f.details.some((d) => d.items.some(isUploadItem)));

/**
 * Checks the photo and file entries of a save payload against the applicant's checked uploads (checkFileList:
 * own uploads only, image-only photos, limits) and rewrites them from the server's records, so names and sizes
 * come from what was measured, not from the browser: a photo is its stored path, a file list is
 * [{filepath, filename, filesize}] with {field}_count.
 */
export function attachUploadRecords(page: FormPage, values: Values, uploads: UploadRecord[]): { ok: true; values: Values } | { ok: false; path: string; message: string } {
  const byKey = new Map(uploads.map((u) => [u.key, u]));
  const copy = structuredClone(values);
  for (const { container, item, path } of fileSlots(page, copy)) {
    const field = item.input_type.field;
    const entries = fileEntriesOf(container[field]);
    if (entries.length === 0) continue;
    const problem = checkFileList(item, entries, uploads);
    if (problem) return { ok: false, path, message: problem };
    const records = entries.map((e) => byKey.get(e.filepath.replace(/^\/+/, ''))!);
    if (item.input_type.type === 'photo') container[field] = records[0]!.key;
    else {
      container[field] = records.map((r) => ({ filepath: r.key, filename: r.filename, filesize: r.filesize }));
      container[`${field}_count`] = records.length;
    }
  }
  return { ok: true, values: copy };
}
