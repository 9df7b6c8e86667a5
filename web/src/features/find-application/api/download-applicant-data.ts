import { useMutation } from '@tanstack/react-query';
import type { DownloadApplicantDataResult } from '@portal/shared/schemas/applicant-data';
import { DownloadApplicantData } from '@portal/shared/api/find-application';
import { call } from '../../../lib/api-client.ts';
import { findApplicationKeys } from './find-application-keys.ts';

/** POST applicant/download (PIPA §35): after the SMS check of the phone given at application, the applicant's own data. */
export const useDownloadApplicantData = () =>
  useMutation({
    mutationKey: [...findApplicationKeys.all, 'own-data'],
    mutationFn: (): Promise<DownloadApplicantDataResult> => call(DownloadApplicantData, { body: { type: 'own_data' } }),
  });
