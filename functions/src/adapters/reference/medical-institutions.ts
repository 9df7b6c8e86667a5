import type { MedicalInstitution } from '@portal/shared';
import data from './medical-institutions.json' with { type: 'json' };

/**
 * A bundled sample of medical institutions for the medical-career picker (docs/reference-data.md): the
 * platform-wide reference data behind the MedicalDirectory port. Synthetic entries in the shape of the public
 * hospital register (type, name, address, designation/open date, closure date); region and road names are
 * real, institutions are made up. Rows (in medical-institutions.json, data rather than code): [type, name, address, open_date, closure_date].
 */
const rows = data as unknown as readonly (readonly [string, string, string, string | null, string | null])[];

/** Ids are stable as long as rows are only appended. */
export const medicalInstitutions: readonly MedicalInstitution[] = rows.map(([type, name, address, open_date, closure_date], i) => ({
  id: 100001 + i,
  type,
  name,
  address,
  open_date,
  closure_date,
}));
