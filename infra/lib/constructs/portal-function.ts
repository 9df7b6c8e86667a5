import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack, Tags } from 'aws-cdk-lib';
import { Alias, Architecture, Code, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DEFAULT_MEMORY_MB } from '../capacity.ts';
import { repoRoot } from '../paths.ts';
import { LIVE_ALIAS, RELEASE_PREFIX } from '../../../functions/src/local/release-commands.ts';
import { ESM_REQUIRE_BANNER, SDK_EXTERNALS, sdkLayerOf } from './sdk-layer.ts';
import type { FunctionAccess } from '../../../functions/src/adapters/access/function-access.ts';
import { accessStatements, FunctionRole, logStatement, tenantSessionPolicy, type PolicyTargets } from '../function-policy.ts';

/** The variable naming the tenant role (functions/src/config.ts TENANT_ROLE_ARN): on the functions with `tenants: 'one'` only. */
export const TENANT_ROLE_VARIABLE = 'TENANT_ROLE_ARN';

/** Its session policy (functions/src/config.ts TENANT_SESSION_POLICY): what it declared, held to on top of the tenant role. */
export const TENANT_SESSION_POLICY_VARIABLE = 'TENANT_SESSION_POLICY';

/** Tag key on every application function (route handlers and jobs), never on CDK's helpers. */
export const FUNCTION_TAG = 'portal:function';
/** Tag telling route handlers ('route') from scheduled functions ('job'). */
export const KIND_TAG = 'portal:kind';

/**
 * Context flag (`-c portal:inlineCode=true`) that replaces esbuild bundling with a tiny inline
 * stub. Only the infra unit tests set it, so they can synth the whole stack in a second;
 * `npm run synth` always bundles for real.
 */
export const INLINE_CODE_CONTEXT = 'portal:inlineCode';

/**
 * arm64 (Graviton): about 20% less per GB-second than x86_64 for the same code. Every function is plain JavaScript
 * bundled by esbuild with the SDK in a JavaScript-only layer, and the password hashing is scrypt from node:crypto, so
 * no native module ties a function to one processor (the bench's cost part prices this architecture).
 */
export const ARCHITECTURE = Architecture.ARM_64;

/** ESM output needs `require` for the CommonJS dependencies esbuild inlines (they call require('node:...')). */
export { ESM_REQUIRE_BANNER };

/**
 * Shared esbuild settings for every function. The AWS SDK is left out of each bundle and comes from the stack's SDK
 * layer (sdk-layer.ts), which holds the installed, pinned @aws-sdk/* 3.1162.0 rather than whatever the Lambda runtime
 * ships: the deployed code runs the exact SDK the tests ran, and each bundle stays within its 300 KB budget.
 */
export const bundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  charset: Charset.UTF8,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  bundleAwsSDK: false,
  externalModules: SDK_EXTERNALS,
  forceDockerBundling: false,
};

export interface PortalFunctionProps {
  /** Route or job id (the logical id and the FUNCTION_TAG value). */
  readonly functionId: string;
  readonly kind: 'route' | 'job';
  /** Absolute path of the module exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  /** What it reaches (its declaration in functions/src/http/routes.ts): its own role is derived from it. */
  readonly access: FunctionAccess;
  /** The resources its statements name. */
  readonly targets: PolicyTargets;
  readonly timeout: Duration;
  /** From the route's load class (capacity.ts); 512 MB where nothing measured says otherwise. */
  readonly memoryMb?: number;
  /** Concurrency kept for this function (and its ceiling): the save and submit path on a deadline-ready stage. */
  readonly reservedConcurrency?: number;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** Stub the code (tests only). */
  readonly inlineCode?: boolean;
}

/** What every application function of the stack shares (environment, what its role names, logs, test stubbing). */
export type SharedFunctionProps = Pick<PortalFunctionProps, 'environment' | 'targets' | 'logRetention' | 'removalPolicy' | 'inlineCode'>;

export const sharedFunctionProps = (p: SharedFunctionProps): SharedFunctionProps => ({
  environment: p.environment,
  targets: p.targets,
  logRetention: p.logRetention,
  removalPolicy: p.removalPolicy,
  inlineCode: p.inlineCode,
});

/** The context key of the release label (`cdk deploy -c release=$(git rev-parse --short HEAD)`). */
export const RELEASE_CONTEXT = 'release';

/** One application Lambda: Node.js 22, 512 MB unless its class says otherwise, X-Ray, its own log group and role, esbuild bundle. */
export class PortalFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: FunctionRole;
  /**
   * What every trigger invokes (API routes, schedules, the stream, the queue): the release this deploy published. A
   * rollback moves the alias to the version before (`npm run portal -- rollback`), and the versions stay for it.
   */
  readonly live: Alias;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    if (!existsSync(props.entry)) {
      throw new Error(`${props.kind} '${props.functionId}': handler module ${path.relative(repoRoot, props.entry)} does not exist.`);
    }
    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    // Its own role, from its declared access: a read-only route cannot write, no function can Scan (function-policy.ts).
    // Acting for one tenant at a time, it is on the path the tenant role admits and reaches tenant data only through it.
    const perTenant = props.access.tenants === 'one';
    this.role = new FunctionRole(this, 'Role', {
      description: `${props.kind} ${props.functionId}`,
      ...(perTenant ? { path: props.targets.tenantRole.principalPath } : {}),
      statements: [logStatement(logGroup.logGroupArn), ...accessStatements(props.access, props.targets)],
    });
    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: props.inlineCode ? 'index.handler' : 'handler',
      ...(props.inlineCode
        ? { code: Code.fromInline(`exports.handler = async () => ({ statusCode: 200, body: '${props.functionId}' });`) }
        : {}),
      runtime: Runtime.NODEJS_22_X,
      architecture: ARCHITECTURE,
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      ...(props.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      timeout: props.timeout,
      description: props.description,
      environment: {
        ...props.environment,
        // Its tenant repositories and file store sign with the tenant's credentials (functions/src/config.ts).
        ...(perTenant
          ? { [TENANT_ROLE_VARIABLE]: props.targets.tenantRole.arn, [TENANT_SESSION_POLICY_VARIABLE]: Stack.of(this).toJsonString(tenantSessionPolicy(props.access, props.targets)) }
          : {}),
        // Stack traces through the source map on stages that are not retained; a retained stage (production) keeps the
        // maps in the asset for error tracking but does not read them at every cold start (issue 47 item 3).
        ...(props.removalPolicy === RemovalPolicy.RETAIN ? {} : { NODE_OPTIONS: '--enable-source-maps' }),
      },
      role: this.role,
      logGroup,
      tracing: Tracing.ACTIVE,
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      ...(props.inlineCode ? {} : { layers: [sdkLayerOf(this)] }),
      bundling,
      // Each deploy publishes a version; earlier ones are kept (not deleted by the next deploy) so a rollback has them.
      // The release label (`-c release=<git commit>`) in every version's description: each deploy publishes a version
      // of every function, so 'the version before' is the same release for all of them.
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN, description: `${RELEASE_PREFIX}${String(this.node.tryGetContext(RELEASE_CONTEXT) ?? 'unlabelled')}` },
    });
    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.fn.currentVersion });
    Tags.of(this.fn).add(FUNCTION_TAG, props.functionId);
    Tags.of(this.fn).add(KIND_TAG, props.kind);
  }
}
