import { awsNotifier } from '../../adapters/aws-notifier.ts';
import { sensAlimtalkSender } from '../../adapters/kakao/sens-alimtalk-sender.ts';
import { createSesClient } from '../../adapters/ses/ses-email-sender.ts';
import { createSnsClient } from '../../adapters/sns/sns-sms-sender.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/** Codes, receipts and notices: SES for e-mail, SNS for SMS, SENS for KakaoTalk 알림톡 where the stage has it. */
export const awsNotifications: AdapterFactory<'notifier'> = {
  port: 'notifier',
  build: (c) => ({
    ...awsNotifier({ ses: createSesClient(c), sns: createSnsClient(c), sender: c.SENDER_EMAIL, configurationSet: c.MAIL_CONFIGURATION_SET }),
    ...(c.ALIMTALK_SERVICE_ID && c.ALIMTALK_ACCESS_KEY && c.ALIMTALK_SECRET_KEY && c.SMS_SENDER_NUMBER
      ? { sendAlimtalk: sensAlimtalkSender({ endpoint: c.ALIMTALK_ENDPOINT, serviceId: c.ALIMTALK_SERVICE_ID, accessKey: c.ALIMTALK_ACCESS_KEY, secretKey: c.ALIMTALK_SECRET_KEY, smsSender: c.SMS_SENDER_NUMBER }) }
      : {}),
  }),
};
