import { awsNotifier } from '../../adapters/aws-notifier.ts';
import { sensAlimtalkSender } from '../../adapters/kakao/sens-alimtalk-sender.ts';
import { sensSmsSender } from '../../adapters/sens/sens-sms-sender.ts';
import { createSesClient } from '../../adapters/ses/ses-email-sender.ts';
import { createSnsClient } from '../../adapters/sns/sns-sms-sender.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/**
 * Codes, receipts and notices: SES for e-mail; SMS through SENS from the pre-registered sender number where the stage
 * has a SENS SMS project, through SNS otherwise; KakaoTalk 알림톡 through SENS where the stage has it.
 */
export const awsNotifications: AdapterFactory<'notifier'> = {
  port: 'notifier',
  build: (c) => {
    const sens = c.ALIMTALK_ACCESS_KEY && c.ALIMTALK_SECRET_KEY && c.SMS_SENDER_NUMBER ? { endpoint: c.ALIMTALK_ENDPOINT, accessKey: c.ALIMTALK_ACCESS_KEY, secretKey: c.ALIMTALK_SECRET_KEY, from: c.SMS_SENDER_NUMBER } : undefined;
    return {
      ...awsNotifier({ ses: createSesClient(c), sns: createSnsClient(c), sender: c.SENDER_EMAIL, configurationSet: c.MAIL_CONFIGURATION_SET }),
      ...(sens && c.SENS_SMS_SERVICE_ID ? { sendSms: sensSmsSender({ ...sens, serviceId: c.SENS_SMS_SERVICE_ID }) } : {}),
      ...(sens && c.ALIMTALK_SERVICE_ID ? { sendAlimtalk: sensAlimtalkSender({ ...sens, serviceId: c.ALIMTALK_SERVICE_ID, smsSender: sens.from }) } : {}),
    };
  },
};
