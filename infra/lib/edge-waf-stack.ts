import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { CodeSendingWebAcl } from './constructs/code-sending-web-acl.ts';

/**
 * The portal's edge WAF: a web ACL for CloudFront, which WAF only accepts in us-east-1, so it is a stack of
 * its own there (the portal stack deploys wherever the CLI points). WAF cannot attach to an API Gateway HTTP
 * API at all; the API is reached through the CloudFront distribution, which the portal stack associates with
 * this ACL when given its ARN (`-c webAclArn=...`, docs/deploy.md).
 */
export class EdgeWafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps & { stage: string }) {
    super(scope, id, { ...props, env: { ...props.env, region: 'us-east-1' } });
    const { webAcl } = new CodeSendingWebAcl(this, 'CodeSending', { stage: props.stage });
    this.webAclArn = webAcl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: webAcl.attrArn, description: 'Give it to the portal stack: -c webAclArn=<this>' });
  }
}
