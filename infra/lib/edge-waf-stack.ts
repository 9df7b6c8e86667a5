import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from './constructs/edge-web-acl.ts';
import { assertRetainedStageReady, EDGE_REGION, stageEnvironment, type StageConfig } from './stages.ts';

export interface EdgeWafStackProps extends Omit<StackProps, 'env'> {
  readonly config: StageConfig;
}

/**
 * The portal's edge WAF: a web ACL for CloudFront, which WAF only accepts in us-east-1, so it is a stack of its own
 * there (the portal stack deploys to its stage's region), in the stage's account. WAF cannot attach to an API Gateway
 * HTTP API at all; the API is reached through the CloudFront distribution, which the portal stack associates with this
 * ACL by its ARN (the stage's `webAclArn`, required for retained stages; docs/deploy.md). It is deployed first.
 */
export class EdgeWafStack extends Stack {
  readonly webAclArn: string;
  readonly acl: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: EdgeWafStackProps) {
    const { config, ...rest } = props;
    assertRetainedStageReady(config, 'edge');
    super(scope, id, { ...rest, env: stageEnvironment(config, EDGE_REGION) });
    // The construct id 'CodeSending' is the first version's: a new id would replace the named ACL, which CloudFormation
    // cannot do in place (the replacement's name is taken).
    this.acl = new EdgeWebAcl(this, 'CodeSending', { stage: config.stage, logRetention: config.logRetention, removalPolicy: config.removalPolicy });
    this.webAclArn = this.acl.webAcl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: this.webAclArn, description: `Set it as webAclArn in infra/stages/${config.stage}.json (or -c webAclArn=<this>)` });
    new CfnOutput(this, 'WafLogGroupName', { value: this.acl.logGroup.logGroupName, description: 'Requests a WAF rule blocked, counted or challenged' });
  }
}
