/** Constants of spec part 1 section 9 and part 2 section 9 that this code uses. */
export const constants = {
  toastMs: 3000,
  errorSnackbarMs: 5000,
  /** Part 2 section 9: verification redirect or reload, password-change redirect, Q&A redirect. */
  verificationRedirectMs: 1000,
  passwordChangedRedirectMs: 3000,
  /** Part 2 section 9: the loading overlay is removed 3 s after a delete or cancel error. */
  loadingAfterErrorMs: 3000,
  qnaRedirectMs: 1000,
  notFoundCountdownSeconds: 10,
  logoWidthDefault: 140,
  landingFontSizeDefault: 10,
  mobileLandingMaxPostings: 3,
  mobileBreakpointPx: 768,
  defaultFileLimitBytes: 20 * 1024 * 1024,
  colors: { primary: '#3875EA', error: '#ED3738' },
  /** All dates of the spec are Korean wall-clock times. */
  timeZone: 'Asia/Seoul',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  boardPageSizeDefault: 10,
  boardPageSizeMax: 100,
} as const;
