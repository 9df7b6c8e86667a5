/**
 * A date cap relative to the applicant's project (issue 41 item 26): its last day of applications. Kept apart from the
 * rule schema so that the rule evaluators, which the form screens load, do not pull in zod.
 */
export const PROJECT_END = 'project_end';
