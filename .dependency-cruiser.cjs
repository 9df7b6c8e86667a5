/**
 * Architecture boundaries (docs/adding-an-endpoint.md, ARCHITECTURE.md): checked by test/boundaries.test.ts in
 * `npm test`. Test files may reach across (they wire real stand-ins); production code may not.
 */
const notTest = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-stays-pure',
      comment: 'Domain logic talks to the world through ports: no adapters, HTTP layer, local runtime or jobs.',
      severity: 'error',
      from: { path: '^functions/src/domain/', pathNot: notTest },
      to: { path: '^functions/src/(adapters|http|local|jobs)/' },
    },
    {
      name: 'domain-without-sdk',
      comment: 'The AWS SDK belongs in adapters.',
      severity: 'error',
      from: { path: '^functions/src/domain/', pathNot: notTest },
      to: { path: 'node_modules/(@aws-sdk|@smithy)/' },
    },
    {
      name: 'jobs-through-the-composition-root',
      comment: 'Scheduled jobs reach use cases through the wiring (functions/src/wiring), never through the HTTP layer or an adapter of their own.',
      severity: 'error',
      from: { path: '^functions/src/jobs/', pathNot: notTest },
      to: { path: '^functions/src/(http|adapters)/' },
    },
    {
      name: 'local-through-the-composition-root',
      comment: 'The local runtime serves the handlers through the route table and builds nothing the wiring builds: no handler module imported by name, no wiring built by hand.',
      severity: 'error',
      from: { path: '^functions/src/local/', pathNot: notTest },
      to: { path: '^functions/src/(http/handlers/|wiring/create-wiring\\.ts$)' },
    },
    {
      name: 'one-composition-root',
      comment: 'Adapters are chosen and built in functions/src/wiring only; below the entry points nothing reaches for the process wiring.',
      severity: 'error',
      from: { path: '^functions/src/(domain|adapters|http/handlers)/', pathNot: notTest },
      // A handler names the heavy adapters its route carries by their factories (defineHandler's `adapters`).
      to: { path: '^functions/src/wiring/', pathNot: '^functions/src/wiring/optional/' },
    },
    {
      name: 'lambdas-carry-what-they-declare',
      comment: 'What a Lambda bundles (the HTTP layer, the jobs) builds the core wiring and the heavy adapters it names, never the whole wiring with every AWS client.',
      severity: 'error',
      from: { path: '^functions/src/(http|jobs)/', pathNot: notTest },
      to: { path: '^functions/src/wiring/(create-wiring|process-wiring)\\.ts$' },
    },
    {
      name: 'adapters-not-http',
      comment: 'Adapters implement ports; they do not know the HTTP layer.',
      severity: 'error',
      from: { path: '^functions/src/adapters/', pathNot: notTest },
      to: { path: '^functions/src/http/' },
    },
    {
      name: 'form-and-rules-apart',
      comment: 'The schema builders (shared/src/form) and the tenant rules (shared/src/rules) meet only in shared/src/page-validation; both stand on shared/src/form-model.',
      severity: 'error',
      from: { path: '^shared/src/form/', pathNot: notTest },
      to: { path: '^shared/src/(rules|page-validation)/' },
    },
    {
      name: 'rules-and-form-apart',
      comment: 'See form-and-rules-apart.',
      severity: 'error',
      from: { path: '^shared/src/rules/', pathNot: notTest },
      to: { path: '^shared/src/(form|page-validation)/' },
    },
    {
      name: 'messages-are-leaves',
      comment: 'The catalogue is read by code; it reads no form or rules code.',
      severity: 'error',
      from: { path: '^shared/src/messages/' },
      to: { path: '^shared/src/(form|rules|form-model|page-validation)/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is used by the browser and the functions; it imports neither.',
      severity: 'error',
      from: { path: '^shared/src/' },
      to: { path: '^(functions|web|infra|test)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The SPA talks to the API over HTTP, never by importing server code.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'functions-not-web',
      severity: 'error',
      from: { path: '^functions/src/' },
      to: { path: '^(web|infra)/' },
    },
    {
      name: 'web-not-the-shared-barrel',
      comment: 'The web imports each shared module by its own path: the bundler follows every import of the barrel, used or not, so one import of it brought every schema into the chunk (docs/web-performance.md).',
      severity: 'error',
      from: { path: '^web/src/', pathNot: [notTest, '(^|/)test-(utils|helpers|setup)\\.tsx?$'] },
      to: { path: '^shared/src/index\\.ts$' },
    },
    {
      name: 'no-import-cycles',
      comment: 'Modules import in one direction (ARCHITECTURE.md): a cycle makes evaluation order decide what an import sees. Test files are outside it.',
      severity: 'error',
      from: { path: '^(shared|functions|web)/src/', pathNot: notTest },
      to: { circular: true },
    },
    {
      name: 'features-stand-alone',
      comment: 'A web feature never imports another feature; shared pieces move to components/, hooks/, lib/ or form-engine/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/', pathNot: notTest },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|cdk\\.out)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
