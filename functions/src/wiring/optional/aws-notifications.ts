import { awsNotifier } from '../../adapters/aws-notifier.ts';
import { createSesClient } from '../../adapters/ses/ses-email-sender.ts';
import { createSnsClient } from '../../adapters/sns/sns-sms-sender.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/** Codes, receipts and notices: SES for e-mail, SNS for SMS. */
export const awsNotifications: AdapterFactory<'notifier'> = {
  port: 'notifier',
  build: (c) => awsNotifier({ ses: createSesClient(c), sns: createSnsClient(c), sender: c.SENDER_EMAIL, configurationSet: c.MAIL_CONFIGURATION_SET }),
};
