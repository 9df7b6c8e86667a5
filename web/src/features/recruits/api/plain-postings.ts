import type { FileRef } from '@portal/shared/schemas/common';
import type { PostingDetail, PostingElsewhere, PostingSummary } from '@portal/shared/schemas/posting';
import { array, int, isBool, isInt, isNum, obj, oneOf, opt, reading, refuse, str, type Obj } from '../../../lib/plain-readers.ts';

/**
 * The postings' answers read without zod: the landing page, the posting list and a posting's detail are what a phone
 * opens first, and zod with the schemas was 28 KB gzip and 40 ms of script on each of them. Each reader gives what the
 * contract's schema gives (plain-postings.test.ts compares them) and undefined for an answer that schema refuses.
 */

const yn = oneOf('Y', 'N');
const bool = (o: Obj, k: string): boolean => (isBool(o[k]) ? o[k] : refuse());

function summaryOf(o: Obj): PostingSummary {
  const out: Obj = {
    id: int(o, 'id'),
    project_id: int(o, 'project_id'),
    title: str(o, 'title'),
    startDate: str(o, 'startDate'),
    endDate: str(o, 'endDate'),
    remainDays: int(o, 'remainDays'),
    isActive: bool(o, 'isActive'),
    isEnd: bool(o, 'isEnd'),
    isView: bool(o, 'isView'),
    isRestriction: bool(o, 'isRestriction'),
    status: yn(o.status) ? o.status : refuse(),
  };
  opt(out, o, 'applyLabel', oneOf('email'));
  return out as PostingSummary;
}

function fileOf(v: unknown): FileRef {
  const o = obj(v);
  const out: Obj = { filepath: str(o, 'filepath'), filename: str(o, 'filename') };
  opt(out, o, 'view_status', yn);
  opt(out, o, 'filesize', isNum);
  return out as FileRef;
}

/** GET recruits/{companyId} (an array of postingSummarySchema). */
export const readPostingList = reading((body): PostingSummary[] => array(body, (v) => summaryOf(obj(v))));

/** GET recruit/{noticeId} (postingDetailSchema). */
export const readPostingDetail = reading((body): PostingDetail => {
  const o = obj(body);
  const project = obj(o.project);
  return {
    ...summaryOf(o),
    content: str(o, 'content'),
    files: array(o.files, fileOf),
    domain: str(o, 'domain'),
    project: { company_id: isInt(project.company_id) ? project.company_id : refuse() },
  };
});

/** The 404 of GET recruit/{noticeId} for another company's posting (postingElsewhereSchema). */
export const readPostingElsewhere = reading((body): PostingElsewhere => {
  const o = obj(body);
  const out: Obj = { message: str(o, 'message') };
  if ('redirectCompany' in o && o.redirectCompany !== undefined) {
    const r = obj(o.redirectCompany);
    out.redirectCompany = { id: int(r, 'id'), domain: str(r, 'domain'), homeUrl: str(r, 'homeUrl') };
  }
  return out as PostingElsewhere;
});
