// The architecture, checked by dependency-cruiser in CI (`npm run arch`): the layers of lib/ run one way (each by an
// allow-list, every lib/ folder named in one), lib/ stays pure, and no front (CLI, API routes, pages) reaches into
// another. README "Architecture" explains the layers.
/**
 * lib/'s layers, bottom first: each may import (besides itself) only what its `may` names, all of it below it. A
 * folder is 'name/', a top-level file 'name.ts'. README "Architecture and lint" draws the same list.
 */
const LIB_LAYERS = [
  { layer: 'result.ts', may: [] },
  { layer: 'bytes.ts', may: ['result.ts'] },
  { layer: 'bridge/', may: ['result.ts', 'bytes.ts'], why: 'lib/bridge is the game itself: the bottom.' },
  { layer: 'evaluation/', may: ['result.ts', 'bridge/'], why: 'lib/evaluation counts hands.' },
  { layer: 'bidder/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/'], why: 'The bidder knows no language and no quiz: its explanations are keys and numbers.' },
  { layer: 'system-rule-ids.ts', may: ['bidder/'], why: 'Every rule id of docs/system.md: the bidder\'s and the evaluation\'s and the auction\'s.' },
  { layer: 'i18n/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts'], why: 'lib/i18n formats what the layers below it say: below lib/quiz.' },
  { layer: 'http/', may: ['result.ts', 'i18n/'], why: 'lib/http (security headers, the site\'s links) needs only the locales.' },
  { layer: 'quiz/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/'], why: 'The quiz makes items from the bidder.' },
  { layer: 'lessons/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'quiz/'], why: 'Lessons use the quiz for their practice.' },
  { layer: 'progress/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'quiz/', 'lessons/'], why: 'The learner\'s progress records drills and lessons.' },
  { layer: 'teach/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'quiz/', 'lessons/', 'progress/'], why: 'A teacher\'s sets are made of drill items and counted as progress is.' },
  { layer: 'pairs/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'quiz/', 'lessons/', 'teach/'], why: 'Partnership practice: two people bid a deal, graded by the bidder as a teacher\'s whole auction is.' },
  { layer: 'live/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'quiz/', 'lessons/', 'teach/'], why: 'A live class: problems shown to a room, votes counted, the system\'s call revealed.' },
  { layer: 'bidder-api/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'http/', 'quiz/', 'lessons/', 'progress/', 'teach/'], why: 'Requests, bounds and handlers shared by every front.' },
  { layer: 'set-api/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'http/', 'quiz/', 'lessons/', 'progress/', 'teach/', 'pairs/', 'live/', 'bidder-api/'], why: 'The set, class and pair practice API\'s requests and replies.' },
  { layer: 'cli/', may: ['result.ts', 'bytes.ts', 'bridge/', 'evaluation/', 'bidder/', 'system-rule-ids.ts', 'i18n/', 'http/', 'quiz/', 'lessons/', 'progress/', 'teach/', 'pairs/', 'live/', 'bidder-api/', 'set-api/'], why: 'The command line, the top of lib/.' },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A layer's path under lib/ as a regular expression ('bridge/' → '^lib/bridge/', 'result.ts' → '^lib/result\.ts$'). */
const libPath = (name) => `^lib/${escape(name)}${name.endsWith('/') ? '' : '$'}`;
/** What no layer names: lib/'s own top-level tests aside (tests may read above). */
const KNOWN_LIB = [...LIB_LAYERS.map(({ layer }) => libPath(layer)), '^lib/[^/]+\\.test\\.tsx?$'];

function layerRules() {
  return LIB_LAYERS.map(({ layer, may, why }) => ({
    name: `lib-layer-${layer.replace(/[/.]/g, (c) => (c === '/' ? '' : '-'))}`,
    severity: 'error',
    comment: `${why ?? 'A leaf.'} lib/${layer} imports of lib/ only itself${may.length > 0 ? ` and lib/${may.join(', lib/')}` : ''} (an allow-list).`,
    from: { path: libPath(layer), pathNot: '\\.test\\.tsx?$' },
    to: { path: '^lib/', pathNot: [libPath(layer), ...may.map(libPath)] },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycles, type-only imports included: every module sits above the ones it imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'lib/ is the pure bridge domain: no app/, no React or Next, no Node I/O.',
      from: { path: '^lib/' },
      to: {
        path: [
          '^app/', '^proxy\\.ts$', '^mdx-components\\.tsx$',
          '^node_modules/(react|react-dom|next|next-intl|@mdx-js)/',
        ],
      },
    },
    {
      name: 'lib-no-node',
      severity: 'error',
      comment: 'lib/ imports no Node built-in at all (node:crypto and node:fs alike): hashing, files, network and processes belong to server/ and the fronts. Tests may read files.',
      from: { path: '^lib/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'lib-no-driver',
      severity: 'error',
      comment: 'lib/ (its tests too) reaches no database, cache, rate limiter or browser: drivers and server libraries are for server/, bench/ and e2e/.',
      from: { path: '^lib/' },
      to: { path: '^node_modules/(pg|pg-[a-z-]+|better-sqlite3|kysely|rate-limiter-flexible|lru-cache|p-queue|autocannon|playwright-core)/' },
    },
    // lib/'s layers by allow-list: each layer names what it may import of lib/ (its own folder, the layers below it and
    // the leaves); a lib/ folder or top-level file that no layer names fails 'lib-every-module-has-a-layer', so a new
    // one cannot carry the bidder or the quiz upward unnoticed. Tests may read above (README "Architecture and lint").
    ...layerRules(),
    {
      name: 'lib-every-module-has-a-layer',
      severity: 'error',
      comment: 'Every lib/ folder and top-level lib/*.ts file is named in a layer of LIB_LAYERS (.dependency-cruiser.cjs): a new one is placed there first.',
      from: { path: '^lib/', pathNot: KNOWN_LIB },
      to: {},
    },
    {
      name: 'lib-nothing-outside-the-layers',
      severity: 'error',
      comment: 'Nothing imports a lib/ folder or top-level lib/*.ts file that no layer names (one without imports of its own included).',
      from: {},
      to: { path: '^lib/', pathNot: KNOWN_LIB },
    },
    {
      name: 'server-is-io',
      severity: 'error',
      comment: 'server/ holds the I/O of the teachers\' sets (database, migrations, repositories, rate limits): only route handlers, server pages, the proxy (the prerendered pages\' CSP hashes), scripts and its own tests import it.',
      from: { pathNot: ['^server/', '^app/api/', '^app/\\[locale\\]/', '^proxy\\.ts$', '^scripts/', '^e2e/', '^bench/', '^test-support/'] },
      to: { path: '^server/' },
    },
    {
      name: 'migrations-are-frozen',
      severity: 'error',
      comment: 'A migration writes what it wrote the day it was made: it imports kysely, Node and its own frozen copies (server/migrations/frozen-*), never live library or server code, which may change after it. The one exception is frozen-0002/regrade-today.ts, the kit an operator asks for by name (BRIDGE_MIGRATE_0001_SETS=today) to grade first-schema sets with the running system.',
      from: { path: '^server/migrations/', pathNot: ['^server/migrations/frozen-0002/regrade-today\\.ts$', '\\.test\\.ts$'] },
      to: { path: ['^lib/', '^server/', '^app/'], pathNot: '^server/migrations/' },
    },
    {
      name: 'test-support-only-in-tests',
      severity: 'error',
      comment: 'test-support/ holds what tests share (the Store\'s contracts, the API suites, throwaway databases): only tests, benches and test support itself import it, never the code the site runs.',
      from: { pathNot: ['\\.test\\.tsx?$', '^test-support/', '^bench/', '^e2e/', '^server/fixtures/'] },
      to: { path: '^test-support/' },
    },
    {
      name: 'pages-reach-server-through-services',
      severity: 'error',
      comment: 'A page reaches the teachers\' data only through the store\'s opener and the services its checks live in (server/open-store.ts; server/set-students.ts and set-teacher.ts for sets, class-service.ts for classes, teacher-home.ts for keys, pair-service.ts and pair-group-service.ts for partnership practices, live-service.ts for live classes): never the database, tokens or rate limits directly.',
      from: { path: '^app/\\[locale\\]/' },
      to: { path: '^server/', pathNot: '^server/(open-store|set-students|set-teacher|class-service|teacher-home|pair-service|pair-group-service|live-service)\\.ts$' },
    },
    {
      name: 'server-below-fronts',
      severity: 'error',
      comment: 'server/ reads lib/ and the database; it imports no page, component or route.',
      from: { path: '^server/' },
      to: { path: ['^app/', '^proxy\\.ts$'] },
    },
    {
      name: 'cli-is-a-front',
      severity: 'error',
      comment: 'Only the command line and scripts/ import lib/cli (and tests, which check one front against another): what other fronts share with it lives below it.',
      from: { pathNot: ['^lib/cli/', '^scripts/', '^e2e/', '\\.test\\.tsx?$'] },
      to: { path: '^lib/cli/' },
    },
    {
      name: 'api-is-a-front',
      severity: 'error',
      comment: 'Only the API routes import app/api (and the benchmarks, which measure their work, and the API suites in test-support/api, which drive them); the routes import no page or component.',
      from: { pathNot: '^(app/api|bench|test-support/api)/' },
      to: { path: '^app/api/' },
    },
    {
      name: 'api-no-ui',
      severity: 'error',
      comment: 'The API routes (and their images) import no page or component: what they share lives in lib/.',
      from: { path: '^app/api/' },
      to: { path: '^app/(\\[locale\\]|_components)/' },
    },
    {
      name: 'proxy-no-ui',
      severity: 'error',
      comment: 'The proxy (locale redirects, headers) imports no UI component.',
      from: { path: '^proxy\\.ts$' },
      to: { path: '^app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|\\.alone)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
