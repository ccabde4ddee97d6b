/**
 * The import rules of ARCHITECTURE.md, checked by `npm run check` (decision 34).
 * Each rule's comment is what the check prints when it is broken.
 */

/**
 * Tests and their support (ARCHITECTURE.md, 'Tests and test support'): `*.test.ts(x)`,
 * `*.test-support.ts` and `testing/` folders. A test may assemble other features as app.ts does,
 * so the public-entry rules leave it alone.
 */
const TEST_SUPPORT = '(\\.test\\.tsx?|\\.test-support\\.ts)$|/testing/';
/** Folders of the server that hold only tests and their support. */
const SERVER_TEST_FOLDERS = '^apps/server/src/(test|resilience|security)/';

const SERVER_FEATURES = '^apps/server/src/features/';
const WEB_FEATURES = '^apps/web/src/features/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain runs in the browser and the server: no node modules, no other package, no app.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-imports-no-workspace',
      comment: 'packages/domain is the bottom layer: it imports no other package of this repository and no app.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(?!domain/)|apps/)' },
    },
    {
      name: 'conversation-reads-only-its-data',
      comment:
        'packages/conversation is pure apart from reading its own data files (the labelled corpus, WordNet, word frequencies): ' +
        'node:fs, node:path, node:module and node:url only, and only in the loaders that read them.',
      severity: 'error',
      from: { path: '^packages/conversation/src/', pathNot: ['(wordnet|speech-acts|word-information)\\.ts$', TEST_SUPPORT] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'conversation-loaders-no-io-beyond-files',
      comment: 'packages/conversation reads files and nothing else: no network, processes, workers or writes beyond node:fs.',
      severity: 'error',
      from: { path: '^packages/conversation/src/' },
      to: { dependencyTypes: ['core'], pathNot: '^(node:)?(fs|path|module|url)$' },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'Imports flow one way: apps use packages, a package never imports from apps/*.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'voice-uses-only-domain-and-conversation',
      comment:
        'packages/voice, the voice engine, stands on packages/domain and packages/conversation only: no app, no other package. ' +
        'What it needs from the server (a chat client, a recording store, a prompt writer) is a port in the package, passed in by the server.',
      severity: 'error',
      from: { path: '^packages/voice/' },
      to: { path: '^(apps/|packages/(?!voice/|domain/|conversation/))' },
    },
    {
      name: 'voice-through-public-entries',
      comment:
        "Outside packages/voice, use the voice engine only through its public entries: '@rehearse/voice' (src/index.ts), its " +
        "contract alone '@rehearse/voice/ports' (src/ports.ts) and, for tests, the bench and the evaluations, " +
        "'@rehearse/voice/testing' (src/testing/index.ts). Export what is needed there.",
      severity: 'error',
      from: { pathNot: '^packages/voice/' },
      to: { path: '^packages/voice/', pathNot: '^packages/voice/src/(index|ports|testing/index)\\.ts$' },
    },
    {
      name: 'voice-testing-only-in-tests',
      comment:
        "'@rehearse/voice/testing' (fakes, the conversation DSL, test material) is for tests, test rigs, the bench and the evaluations, " +
        'never for code the server runs.',
      severity: 'error',
      from: { path: '^apps/', pathNot: [TEST_SUPPORT, SERVER_TEST_FOLDERS] },
      to: { path: '^packages/voice/src/testing/' },
    },
    {
      name: 'test-support-only-in-tests',
      comment:
        'Test support (*.test-support.ts, testing/ folders, apps/server/src/test) is for tests, test rigs, the bench, the evaluations ' +
        'and the browser tests, never for code the apps run.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: [TEST_SUPPORT, SERVER_TEST_FOLDERS] },
      to: { path: [TEST_SUPPORT, '^apps/server/src/test/'] },
    },
    {
      name: 'platform-never-imports-features',
      comment:
        'apps/server/src/platform is the plumbing features stand on: it declares ports (e.g. RecordingSink) and never imports a feature. ' +
        'Move the shared type into platform or packages/domain.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: TEST_SUPPORT },
      to: { path: SERVER_FEATURES },
    },
    {
      name: 'server-features-through-public-entry',
      comment:
        "A server feature uses another feature only through that feature's public entry, features/<name>/index.ts. " +
        'Export what is needed there (or move it to platform or packages/domain).',
      severity: 'error',
      from: { path: `${SERVER_FEATURES}([^/]+)/`, pathNot: TEST_SUPPORT },
      to: { path: SERVER_FEATURES, pathNot: [`${SERVER_FEATURES}$1/`, `${SERVER_FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-features-through-public-entry',
      comment:
        "A web feature uses another feature only through that feature's public entry, features/<name>/index.ts. " +
        'Export what is needed there, or move what several features share to apps/web/src/shared.',
      severity: 'error',
      from: { path: `${WEB_FEATURES}([^/]+)/`, pathNot: TEST_SUPPORT },
      to: { path: WEB_FEATURES, pathNot: [`${WEB_FEATURES}$1/`, `${WEB_FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'apps/web/src/shared is used by features and never uses one (shared -> features -> app).',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-never-import-app',
      comment: 'apps/web/src/app composes the features; a feature never imports from it (shared -> features -> app).',
      severity: 'error',
      from: { path: WEB_FEATURES },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-cycles',
      comment:
        'An import cycle: modules that load each other. Break it by moving what both need one level down (platform, shared, ' +
        'packages/domain) or by having one side pass a callback. Type-only imports are erased and do not count.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '^\\.dev/', '(^|/)data/', '\\.d\\.ts$'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
