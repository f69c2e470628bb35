// The architecture, checked by dependency-cruiser in CI (`npm run arch`): the layers of lib/ run one way, lib/ stays
// pure, and no front (CLI, API routes, pages) reaches into another. README "Architecture" explains the layers.
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
      name: 'lib-no-node-io',
      severity: 'error',
      comment: 'lib/ imports no Node I/O module (files, network, processes): the fronts do their I/O.',
      from: { path: '^lib/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|worker_threads|dgram|tls|readline|os|cluster)$' },
    },
    {
      name: 'bridge-is-the-bottom',
      severity: 'error',
      comment: 'lib/bridge is the game itself: it imports nothing of lib/ but itself and the leaves lib/result.ts and lib/bytes.ts.',
      from: { path: '^lib/bridge/', pathNot: '\\.test\\.ts$' },
      to: { path: '^lib/', pathNot: ['^lib/bridge/', '^lib/result\\.ts$', '^lib/bytes\\.ts$'] },
    },
    {
      name: 'evaluation-above-bridge-only',
      severity: 'error',
      comment: 'lib/evaluation counts hands: it imports only lib/bridge, lib/result.ts and itself.',
      from: { path: '^lib/evaluation/', pathNot: '\\.test\\.ts$' },
      to: { path: '^lib/', pathNot: ['^lib/evaluation/', '^lib/bridge/', '^lib/result\\.ts$'] },
    },
    {
      name: 'lib-layers',
      severity: 'error',
      comment: 'lib/ folders in layers, each importing only those below it: bridge < evaluation < bidder < i18n < quiz < lessons < progress < bidder-api < cli (tests may read above).',
      from: { path: '^lib/(bridge|evaluation|bidder|i18n|quiz|lessons|progress)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^lib/(bidder-api|cli)/' },
    },
    {
      name: 'lib-layers-quiz',
      severity: 'error',
      comment: 'The quiz makes items from the bidder; lessons and progress sit above it.',
      from: { path: '^lib/(bridge|evaluation|bidder|i18n|quiz)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^lib/(lessons|progress)/' },
    },
    {
      name: 'lib-layers-lessons',
      severity: 'error',
      comment: 'Lessons use the quiz for their practice; the learner\'s progress records both, above them.',
      from: { path: '^lib/lessons/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^lib/progress/' },
    },
    {
      name: 'lib-layers-bidder',
      severity: 'error',
      comment: 'The bidder knows no language and no quiz: its explanations are keys and numbers.',
      from: { path: '^lib/(bridge|evaluation|bidder)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^lib/(i18n|quiz)/' },
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
      comment: 'Only the API routes import app/api; the routes import no page or component.',
      from: { pathNot: '^app/api/' },
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
    exclude: { path: '^(\\.next|\\.alone|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
