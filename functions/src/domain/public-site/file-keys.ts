/**
 * Object-key conventions. Private tenant files live under 'files/t/<companyId>/',
 * public site assets (logo, landing image) under 'files/public/<companyId>/' and are
 * served as '/files/public/...'.
 */
/** The top-level prefix of unchecked uploads (the stack's lifecycle rule expires it). */
export const STAGING_ROOT = 'staging/';
/** The top-level prefix of the integration API's exports (the stack's lifecycle rule expires them after a day). */
export const EXPORTS_ROOT = 'exports/';

/**
 * The upload bucket's areas, each a prefix the tenant's id follows: what a function's role names (`<area>*`) and the
 * local runtime's S3 check reads (functions/src/adapters/access/function-access.ts). Nothing is stored outside them.
 */
export const FILE_AREAS = {
  /** Checked files of the tenants: applicants' uploads, the site's attachments. */
  files: 'files/t/',
  /** Logos and landing images, also served by CloudFront. */
  public: 'files/public/',
  /** What a browser or an organisation's system PUT, before the check. */
  staging: `${STAGING_ROOT}t/`,
  /** The integration API's exports. */
  exports: `${EXPORTS_ROOT}t/`,
} as const;
export type FileArea = keyof typeof FILE_AREAS;

export const fileKeys = {
  tenantPrefix: (companyId: number) => `${FILE_AREAS.files}${companyId}/`,
  publicPrefix: (companyId: number) => `${FILE_AREAS.public}${companyId}/`,
  isOwnedBy: (key: string, companyId: number) =>
    key.startsWith(fileKeys.tenantPrefix(companyId)) || key.startsWith(fileKeys.publicPrefix(companyId)),
  publicUrlPath: (key: string) => `/${key}`,
  /**
   * A key is an address, never a path: no '.', '..' or empty segment, no '%' (encoded segments), backslash, NUL
   * or other control character, so no URL or S3 client can resolve it to another object than the prefix checks saw.
   */
  isCanonical: (key: string) =>
    key.length > 0 && key.length <= 1024 && !/[%\\\u0000-\u001f\u007f]/.test(key) && key.split('/').every((s) => s !== '' && s !== '.' && s !== '..'),
  /**
   * An applicant's checked uploads: 'files/t/<companyId>/applicants/<applicantId>/<random>/<name>'. Only
   * confirm-upload writes here (a server-side copy); no presigned URL ever targets this prefix.
   */
  applicantPrefix: (companyId: number, applicantId: number) => `${fileKeys.tenantPrefix(companyId)}applicants/${applicantId}/`,
  /**
   * Where the browser PUTs an upload before the check: 'staging/t/<companyId>/applicants/<applicantId>/...'.
   * One top-level prefix so that one lifecycle rule expires whatever was never confirmed; never served.
   */
  stagingPrefix: (companyId: number, applicantId: number) => `${FILE_AREAS.staging}${companyId}/applicants/${applicantId}/`,
  /**
   * Where an organisation's system PUTs an attachment of its postings and board posts before the check:
   * 'staging/t/<companyId>/site/<random>/<name>'; never served.
   */
  siteStagingPrefix: (companyId: number) => `${FILE_AREAS.staging}${companyId}/site/`,
  /** Those attachments once checked: 'files/t/<companyId>/site/<random>/<name>', served by the download link. */
  sitePrefix: (companyId: number) => `${fileKeys.tenantPrefix(companyId)}site/`,
  /** An export of the company's applications: 'exports/t/<companyId>/<random>/<file name>'; read only through a presigned URL. */
  exportPrefix: (companyId: number) => `${FILE_AREAS.exports}${companyId}/`,
  /** Any key in the applicants' area of the company (served only to the owner or staff). */
  inApplicantArea: (key: string, companyId: number) => key.startsWith(`${fileKeys.tenantPrefix(companyId)}applicants/`),
  /** The applicant whose upload the key is (undefined when it is not an applicant upload of this company). */
  applicantOf: (key: string, companyId: number): number | undefined => {
    const rest = key.startsWith(fileKeys.tenantPrefix(companyId)) ? key.slice(fileKeys.tenantPrefix(companyId).length) : undefined;
    const m = rest === undefined ? null : /^applicants\/(\d{1,15})\//.exec(rest);
    return m ? Number(m[1]) : undefined;
  },
};
