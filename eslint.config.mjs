import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Modules that must never reach a browser bundle: database access, secrets, token signing, server handlers.
const serverOnlyImports = [
  '@/lib/db',
  '@/lib/db/**',
  '**/lib/db',
  '**/lib/db/**',
  '@/features/*/server',
  '@/features/*/server/**',
  '**/server',
  '**/server/**',
  '@/lib/auth/actor',
  '@/lib/auth/access-token',
  '@/lib/auth/password',
  '@/lib/auth/secret',
  '@/lib/http/api-route',
  '@/lib/http/read-json-body',
  '@/lib/monitoring/report-error',
];

// Another feature is reached through its public index only.
const featureInternals = ['@/features/*/components/**', '@/features/*/api', '@/features/*/role-switching'];

const config = [
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'lib/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/sw.js'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Every file of a feature outside its server/ folder may reach a browser bundle (a screen, or a module the screen
    // and the server share, such as the settlement's arithmetic), so all of them are client code here.
    files: ['components/**', 'stores/**', 'features/**', 'pages/**', 'instrumentation-client.ts', 'sentry.client.config.ts'],
    ignores: ['pages/api/**', 'features/*/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: serverOnlyImports, message: 'Client code must not import server modules (database, secrets, handlers).' },
            { group: featureInternals, message: 'Import another feature through its index (`@/features/<name>`).' },
          ],
        },
      ],
    },
  },
  {
    // A page's getServerSideProps may come from its feature's `server/*-page-props.ts`, imported by the page itself:
    // Next strips getServerSideProps, and what only it imports, from the page's browser bundle (bench/first-load-js.mjs
    // shows it). Nothing else of a server folder, and never through a barrel the browser also reads.
    files: ['pages/**'],
    ignores: ['pages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: serverOnlyImports.filter((pattern) => !pattern.includes('server')), message: 'Client code must not import server modules (database, secrets, handlers).' },
            { regex: '(^|/)server(/(?!(.*/)?[^/]*-page-props$).*)?$', message: 'Client code must not import server modules (database, secrets, handlers); a page may import its `server/*-page-props` only.' },
            { group: featureInternals, message: 'Import another feature through its index (`@/features/<name>`).' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
