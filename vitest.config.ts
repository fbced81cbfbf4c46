import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

/** The API integration tests run once per database engine: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
function integrationProject(engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name: `integration-${engine}`,
      include: ['tests/integration/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/support/global-setup.ts'],
      env: { TEST_DB_ENGINE: engine },
      pool: 'forks',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/support/components-setup.ts'] },
      },
      integrationProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integrationProject('postgres')] : []),
    ],
  },
});
