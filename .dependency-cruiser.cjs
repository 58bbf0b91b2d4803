// The boundaries of the code (docs/ARCHITECTURE.md, "Allowed arrows"; ADR 59), checked by
// `npm test` through dependency-cruiser. A feature reaches another only through that feature's
// service or a port it exports; its repositories and its SQL stay its own.

// The server's features in layers, lowest first. A feature may use features of lower layers
// only: never one of its own layer or above, so no cycle between features can form. A new
// feature takes the lowest layer above everything it uses.
const FEATURE_LAYERS = [
  ['access', 'audit', 'health', 'personas'],
  ['auth', 'notifications'],
  ['account'],
  ['two-factor', 'guests'],
  ['passkeys', 'api-tokens', 'organizations'],
  ['sso', 'templates', 'webhooks'],
  ['boards'],
  ['related-decisions', 'papers', 'providers'],
  ['sessions'],
  ['live', 'resolutions'],
  ['meetings', 'reviews'],
  ['human', 'minutes'],
  ['calendar'],
  ['superadmin', 'mcp', 'dashboard'],
];

function layerRules() {
  return FEATURE_LAYERS.map((layer, index) => {
    const sameOrAbove = FEATURE_LAYERS.slice(index).flat();
    return {
      name: 'feature-uses-same-layer-or-above',
      comment:
        `A feature of layer ${index} (${layer.join(', ')}) uses only features of lower layers: ` +
        'an arrow upwards or sideways would let a cycle between features form.',
      severity: 'error',
      from: { path: `^src/server/features/(${layer.join('|')})/` },
      to: {
        path: `^src/server/features/(${sameOrAbove.join('|')})/`,
        pathNot: '^src/server/features/$1/',
      },
    };
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-reaches-into-another-features-repository',
      comment:
        "A feature uses another feature's service (or a port that feature exports), never its " +
        'repository: the SQL of a feature is that feature’s own.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: {
        path: '^src/server/features/[^/]+/.*repository\\.ts$',
        pathNot: '^src/server/features/$1/',
      },
    },
    {
      name: 'tables-outside-repositories',
      comment:
        'Only a repository (or the SQL-only helpers beside it) reads the Drizzle tables: routes, ' +
        'services and other modules go through a repository.',
      severity: 'error',
      from: {
        path: '^src/server/features/',
        pathNot: '(repository|\\.test)\\.ts$',
      },
      to: { path: '^src/server/db/schema/' },
    },
    ...layerRules(),
    {
      name: 'realtime-knows-no-feature',
      comment: 'The event bus and the live fan-out serve every feature and depend on none.',
      severity: 'error',
      from: { path: '^src/server/realtime/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The web app shares only src/contracts with the server.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/(server|engine)/' },
    },
    {
      name: 'engine-imports-server-or-web',
      comment: 'The engine is pure TypeScript: no HTTP, SQL or React.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'Contracts are shared by server, web and engine, so they import none of them.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^src/(server|web|engine)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests (and the engine's test support, used by tests only) arrange rows and boards with
    // whatever they need; the rules are about the running code.
    exclude: { path: ['(^|/)node_modules/', '\\.test\\.tsx?$', '^src/engine/test-support/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
