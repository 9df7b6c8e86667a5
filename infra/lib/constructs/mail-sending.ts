import { CfnOutput, Duration } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, MailFromBehaviorOnMxFailure, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ConsumerDef } from '../../../functions/src/http/routes.ts';
import { jobEntry } from '../paths.ts';
import { PortalFunction, sharedFunctionProps, type SharedFunctionProps } from './portal-function.ts';

export interface MailSendingProps extends SharedFunctionProps {
  /** The configuration set every mail is sent through (the functions' MAIL_CONFIGURATION_SET). */
  readonly configurationSetName: string;
  /** The stage's sender address: its domain is the identity SES signs for (Easy DKIM) and sends from. */
  readonly senderEmail: string;
  /** The function that records SES's events (routes.ts `consumers`, source 'ses-events'). */
  readonly consumer: ConsumerDef;
}

/**
 * What SES needs to send the portal's mail well and tell it what happened (docs/messaging.md, docs/deploy.md): the
 * sender's domain as an identity with Easy DKIM and a custom MAIL FROM, a configuration set that suppresses bounced and
 * complaining mailboxes and keeps reputation metrics, and its Send, Delivery, Bounce, Complaint and Reject events on
 * EventBridge's default bus → a rule → an SQS queue (dead letters after five receives) → the consumer function.
 */
export class MailSending extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly consumer: PortalFunction;

  constructor(scope: Construct, id: string, props: MailSendingProps) {
    super(scope, id);
    const domain = props.senderEmail.split('@')[1]!;
    this.configurationSet = new ConfigurationSet(this, 'Set', {
      configurationSetName: props.configurationSetName,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
      dkimSigning: true,
      mailFromDomain: `mail.${domain}`,
      // Until the MAIL FROM records exist, SES sends from its own domain instead of refusing.
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
    });
    this.configurationSet.addEventDestination('Events', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.SEND, EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });

    this.deadLetters = new Queue(this, 'EventDeadLetters', { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
    // Longer than the function's 60 s, as Lambda's SQS polling requires.
    this.queue = new Queue(this, 'EventQueue', {
      visibilityTimeout: Duration.seconds(360),
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: 5 },
    });
    new Rule(this, 'EventRule', {
      description: `SES events of the configuration set ${props.configurationSetName}`,
      eventPattern: { source: ['aws.ses'], detail: { mail: { tags: { 'ses:configuration-set': [props.configurationSetName] } } } },
      targets: [new SqsQueue(this.queue, { deadLetterQueue: this.deadLetters, retryAttempts: 10 })],
    });

    this.consumer = new PortalFunction(this, props.consumer.id, {
      functionId: props.consumer.id,
      kind: 'job',
      entry: jobEntry(props.consumer.handler),
      description: `${props.consumer.id}: SES events of ${props.configurationSetName}`,
      timeout: Duration.seconds(60),
      access: props.consumer.access,
      ...sharedFunctionProps(props),
    });
    this.consumer.live.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, maxBatchingWindow: Duration.seconds(5), reportBatchItemFailures: true }));

    // What the operator adds to the domain's DNS (docs/deploy.md): three DKIM CNAMEs; the MAIL FROM's MX and SPF.
    this.identity.dkimRecords.forEach((r, i) => new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${r.name} CNAME ${r.value}`, description: `DKIM record ${i + 1} of ${domain}` }));
  }
}
