// The layer order of the code (docs/architecture.md, "Domains and their layer order"): a module may import its own
// domain and the layers below it, never one above, and no import cycle is allowed between modules. `npm run lint`
// runs this after ESLint, so CI refuses a new cycle or a new upward import.
//
// Lowest first. pages/ is the top layer and may import any domain; nothing imports it.
const layers = [
  'lib',
  // What is left of stores/ is the app frame's own state (the menu, read by components/layout): a feature's store
  // lives in its feature.
  'stores',
  'components',
  'features/auth',
  'features/entitlements',
  'features/accounts',
  'features/terms',
  'features/announcements',
  'features/images',
  'features/projects',
  'features/clients',
  'features/products',
  'features/events',
  'features/services',
  'features/invoices',
  'features/stock',
  'features/stands',
  'features/orders',
  'features/journal',
  'features/receipts',
  'features/shops',
  'features/register',
  'features/closing',
  'features/reports',
  'features/dashboard',
  'features/subscriptions',
  'features/demo',
  'features/dev-tools',
];

const under = (folders) => `^(${folders.join('|')})/`;

const upwardRules = layers.slice(0, -1).map((layer, index) => ({
  name: `no-upward-import-from-${layer.replace('features/', '')}`,
  comment: `${layer} sits below ${layers.slice(index + 1).join(', ')}: it must not import them.`,
  severity: 'error',
  from: { path: under([layer]) },
  to: { path: under(layers.slice(index + 1)) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle ties modules so that none can change or load alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unknown-domain',
      comment: 'A new feature folder takes its place in the layer list above before it is imported.',
      severity: 'error',
      from: { path: '^(lib|components|stores|features|pages)/' },
      to: { path: '^features/[^/]+/', pathNot: under(layers.filter((layer) => layer.startsWith('features/'))) },
    },
    ...upwardRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/ are not cruised: a test may reach into any layer.
    exclude: { path: '^(node_modules|\\.next|tests)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a layer that needs another's types depends on it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
