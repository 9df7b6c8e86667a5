/**
 * Object-key conventions. Private tenant files live under 'files/t/<companyId>/',
 * public site assets (logo, landing image) under 'files/public/<companyId>/' and are
 * served as '/files/public/...'.
 */
export const fileKeys = {
  tenantPrefix: (companyId: number) => `files/t/${companyId}/`,
  publicPrefix: (companyId: number) => `files/public/${companyId}/`,
  isOwnedBy: (key: string, companyId: number) =>
    key.startsWith(fileKeys.tenantPrefix(companyId)) || key.startsWith(fileKeys.publicPrefix(companyId)),
  publicUrlPath: (key: string) => `/${key}`,
};
