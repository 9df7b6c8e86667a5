/** What a verification is by (its channel) and for (its purpose): shared by the verifications and the code messages that carry them. */
export type VerificationChannel = 'email' | 'sms' | 'auth';

export type VerificationPurpose = 'applicant_certification' | 'applicant_delete' | 'applicant_find_password' | 'applicant_download';
