import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { CfnDistributionTenant } from 'aws-cdk-lib/aws-cloudfront';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { isRetained, stageEnvironment, type StageConfig } from './stages.ts';
import { TENANT_CONNECTION_GROUP_PARAMETER, TENANT_DISTRIBUTION_PARAMETER, type TenantDomain } from './tenant-domains.ts';

export interface TenantDomainStackProps extends Omit<StackProps, 'env'> {
  readonly config: StageConfig;
  readonly domain: TenantDomain;
}

/** The stack of one tenant domain file: `PortalDomain-<stage>-<key>`. */
export const tenantDomainStackName = (stage: string, key: string): string => `PortalDomain-${stage}-${key}`;

/**
 * One tenant's own domain: a distribution tenant of the stage's multi-tenant distribution, with the file's hosts, on
 * the stage's connection group (both ids read from the portal stack's SSM parameters at deploy). Its certificate is
 * the file's, or one CloudFront issues and renews, validated over HTTP once the hosts' CNAMEs point at the connection
 * group's routing endpoint (docs/deploy.md 'Add a tenant domain'). Deployed to the stage's region, beside the parameters.
 */
export class TenantDomainStack extends Stack {
  readonly tenant: CfnDistributionTenant;
  readonly domain: TenantDomain;

  constructor(scope: Construct, id: string, props: TenantDomainStackProps) {
    const { config: cfg, domain } = props;
    if (isRetained(cfg) && !cfg.account) {
      throw new Error(`Stage '${cfg.stage}' is retained and will not synthesise ${id} without its account: run with AWS credentials or pass -c account=<12-digit id>.`);
    }
    super(scope, id, { ...props, env: stageEnvironment(cfg) });
    this.domain = domain;
    Tags.of(this).add('portal:stage', cfg.stage);
    Tags.of(this).add('portal:tenant', domain.tenant);

    this.tenant = new CfnDistributionTenant(this, 'Tenant', {
      name: `portal-${cfg.stage}-${domain.key}`,
      distributionId: StringParameter.valueForStringParameter(this, TENANT_DISTRIBUTION_PARAMETER(cfg.stage)),
      connectionGroupId: StringParameter.valueForStringParameter(this, TENANT_CONNECTION_GROUP_PARAMETER(cfg.stage)),
      domains: [...domain.hosts],
      enabled: true,
      ...(domain.certificateArn
        ? { customizations: { certificate: { arn: domain.certificateArn } } }
        : // CloudFront answers the HTTP validation itself once the CNAMEs point at it: no token to place by hand.
          { managedCertificateRequest: { validationTokenHost: 'cloudfront', primaryDomainName: domain.hosts[0]!, certificateTransparencyLoggingPreference: 'enabled' } }),
    });

    new CfnOutput(this, 'Hosts', { value: domain.hosts.join(','), description: `CNAME each to the TenantRoutingEndpoint output of Portal-${cfg.stage}` });
    new CfnOutput(this, 'DistributionTenantId', { value: this.tenant.attrId });
  }
}
