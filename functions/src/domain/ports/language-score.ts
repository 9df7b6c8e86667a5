/** Language-score verification (spec 2.13). */

/** Who and what a language-score verification is for: the seal binds the result to these. */
export interface LanguageScoreSubject {
  tenantId: number;
  /** 0 in staff test mode (nothing is saved there). */
  applicantId: number;
  languageId: number;
}

/** The values a provider returns for one test (spec 2.13: uname, name, score, grade, date, org, registrationNumber). */
export interface LanguageScoreValues {
  uname: string;
  score: string;
  grade: string;
  date: string;
  org: string;
  registrationNumber: string;
}

/**
 * A language-test score verification provider (spec 2.13): a popup of the provider's own, which returns the
 * applicant's registered result to the SPA's /etsResult route, sealed so that the server can tell it from a
 * typed-in one. docs/language-score-provider.md.
 */
export interface LanguageScoreProvider {
  /** The popup url for one request, or undefined when the test has no verification here (the SPA then applies the choice directly). */
  createRequest(
    input: LanguageScoreSubject & {
      applicantName: string;
      languageName: string;
      etsId: string;
      formIndex: number;
      returnUrl: string;
      /** Values the local simulator prefills (from the catalogue entry); a real provider ignores them. */
      suggested?: { score: string; grade: string } | undefined;
    },
  ): Promise<{ url: string } | undefined>;
  /** Whether `seal` is the provider's seal over these values for this applicant and test. Never trusts the browser. */
  verify(input: LanguageScoreSubject & { values: LanguageScoreValues; seal: string }): boolean;
}
