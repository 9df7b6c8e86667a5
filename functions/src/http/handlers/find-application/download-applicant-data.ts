import { downloadApplicantData } from '../../../domain/find-application/download-applicant-data.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { DownloadApplicantData } from '@portal/shared/api/find-application';

export const handler = defineHandler(DownloadApplicantData, {
  adapters: { files: s3Files },
  run: (ctx, { caller }) => downloadApplicantData(ctx, caller),
});
