import { describe, expect, it } from 'vitest';
import type { ApplicantRecord, ProjectRecord } from '../ports.ts';
import { historyActions } from './identify-applicant.ts';

const applicant = (status: string) => ({ status }) as ApplicantRecord;
const project = (p: Partial<ProjectRecord>) => p as ProjectRecord;

describe('the history buttons a tenant shows (spec part 2, 2.4)', () => {
  it('shows Modify and Delete on an application still being written, whatever the tenant hides after submission', () => {
    expect(historyActions(applicant('N'), project({ allow_cancel: false, allow_delete_after_submit: false }))).toEqual({ modify: true, delete: true });
  });

  it('hides Modify once submitted where cancelling is not allowed, and Delete where deleting a submitted one is not', () => {
    expect(historyActions(applicant('Y'), project({ allow_cancel: false }))).toEqual({ modify: false, delete: true });
    expect(historyActions(applicant('Y'), project({ allow_delete_after_submit: false }))).toEqual({ modify: true, delete: false });
    expect(historyActions(applicant('Y'), project({}))).toEqual({ modify: true, delete: true });
  });
});
