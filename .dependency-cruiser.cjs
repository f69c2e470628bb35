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
      name: 'cli-is-a-front',
      severity: 'error',
      comment: 'Only the command line and scripts/ import lib/cli: what other fronts share with it lives below it. ' +
        'The one exception is the test that feeds every front the same notation (app/notation-fronts.test.ts).',
      from: { pathNot: ['^lib/cli/', '^scripts/', '^app/notation-fronts\\.test\\.ts$'] },
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
