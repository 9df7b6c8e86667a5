import { GetAliasCommand, LambdaClient, ListTagsCommand, paginateListFunctions, paginateListVersionsByFunction, UpdateAliasCommand } from '@aws-sdk/client-lambda';
import { LIVE_ALIAS, releaseOf, type PublishedVersion, type ReleaseControl } from './release-commands.ts';

/** The tags the stack puts on its functions (infra: PortalStack's stage tag, PortalFunction's function tag). */
const STAGE_TAG = 'portal:stage';
const FUNCTION_TAG = 'portal:function';

/** ReleaseControl on AWS: the stage's functions, their versions and live alias, all through Lambda's API. */
export function awsReleaseControl(region?: string): ReleaseControl {
  const lambda = new LambdaClient(region ? { region } : {});
  return {
    async functions(stage) {
      // CloudFormation names the stack's functions (nested stacks' too) after the stack, 'Portal-<stage>-…'; the tags
      // confirm each and name its route or job.
      const out: { name: string; functionId: string }[] = [];
      for await (const page of paginateListFunctions({ client: lambda }, {})) {
        for (const f of page.Functions ?? []) {
          if (!f.FunctionName?.startsWith(`Portal-${stage}-`) || !f.FunctionArn) continue;
          const tags = (await lambda.send(new ListTagsCommand({ Resource: f.FunctionArn }))).Tags ?? {};
          const functionId = tags[FUNCTION_TAG];
          if (functionId && tags[STAGE_TAG] === stage) out.push({ name: f.FunctionName, functionId });
        }
      }
      return out;
    },
    async versions(functionName) {
      const out: PublishedVersion[] = [];
      for await (const page of paginateListVersionsByFunction({ client: lambda }, { FunctionName: functionName })) {
        for (const v of page.Versions ?? []) if (v.Version && v.Version !== '$LATEST') out.push({ version: Number(v.Version), release: releaseOf(v.Description) });
      }
      return out;
    },
    async liveVersion(functionName) {
      const alias = await lambda.send(new GetAliasCommand({ FunctionName: functionName, Name: LIVE_ALIAS }));
      return { version: Number(alias.FunctionVersion), revision: alias.RevisionId ?? '' };
    },
    async moveLive(functionName, version, revision) {
      // RevisionId: Lambda refuses the move if the alias moved since the plan (a second rollback, a deploy meanwhile).
      await lambda.send(new UpdateAliasCommand({ FunctionName: functionName, Name: LIVE_ALIAS, FunctionVersion: String(version), RevisionId: revision }));
    },
  };
}
