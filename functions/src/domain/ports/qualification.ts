/** The external qualification check of the auth step. */

/** An organisation's external account check (the spec's check{TenantB}Auth). */
export interface QualificationCheck {
  check(input: { projectId: number; accountId: string; password: string }): Promise<boolean>;
}
