import { awsNotifier } from '../../adapters/aws-notifier.ts';
import { sensAlimtalkSender } from '../../adapters/kakao/sens-alimtalk-sender.ts';
import { sensSmsSender } from '../../adapters/sens/sens-sms-sender.ts';
import { sensTextReports } from '../../adapters/sens/sens-text-reports.ts';
import { createSesClient } from '../../adapters/ses/ses-email-sender.ts';
import { createSnsClient } from '../../adapters/sns/sns-sms-sender.ts';
import type { AdapterFactory } from './adapter-factory.ts';
import type { Config } from '../../config.ts';
import { powertoolsSecrets } from '../../adapters/secrets-manager/secret-source.ts';

/**
 * Codes, receipts and notices: SES for e-mail; SMS through SENS from the pre-registered sender number where the stage
 * has a SENS SMS project, through SNS otherwise; KakaoTalk 알림톡 through SENS where the stage has it.
 */
export const awsNotifications: AdapterFactory<'notifier'> = {
  port: 'notifier',
  build: (c) => {
    const secretKey = sensSecretKey(c);
    const sens = c.ALIMTALK_ACCESS_KEY && secretKey && c.SMS_SENDER_NUMBER ? { endpoint: c.ALIMTALK_ENDPOINT, accessKey: c.ALIMTALK_ACCESS_KEY, secretKey, from: c.SMS_SENDER_NUMBER } : undefined;
    const sms = sens && c.SENS_SMS_SERVICE_ID ? { ...sens, serviceId: c.SENS_SMS_SERVICE_ID } : undefined;
    const alimtalk = sens && c.ALIMTALK_SERVICE_ID ? { ...sens, serviceId: c.ALIMTALK_SERVICE_ID } : undefined;
    return {
      ...awsNotifier({ ses: createSesClient(c), sns: createSnsClient(c), sender: c.SENDER_EMAIL, configurationSet: c.MAIL_CONFIGURATION_SET }),
      ...(sms ? { sendSms: sensSmsSender(sms) } : {}),
      ...(alimtalk ? { sendAlimtalk: sensAlimtalkSender({ ...alimtalk, smsSender: alimtalk.from }) } : {}),
      // What became of the texts SENS took (its delivery reports); SNS's texts carry no receipt to ask with.
      ...(sms || alimtalk ? { textReport: sensTextReports({ ...(sms ? { sms } : {}), ...(alimtalk ? { alimtalk } : {}) }) } : {}),
    };
  },
};

/** A stage's SENS key from its secret (read through Powertools, kept for minutes); the local stand-in's key as it is. */
function sensSecretKey(c: Config): (() => Promise<string>) | string | undefined {
  if (!c.ALIMTALK_SECRET_KEY_ID) return c.ALIMTALK_SECRET_KEY;
  const id = c.ALIMTALK_SECRET_KEY_ID;
  const secrets = powertoolsSecrets(c);
  return async () => {
    const key = await secrets.get(id);
    if (!key) throw new Error('the SENS secret key has no current value');
    return key;
  };
}
