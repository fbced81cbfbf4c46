import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

/*
 * vitest's default is one worker less than the cores: ONE on CI's 2-core machine, where the integration files (86 of
 * them, twice: PGlite and PostgreSQL) then ran one after the other. Each spends much of its time waiting (on its
 * in-process server, on the PostgreSQL process, on PGlite's I/O), and they are independent of one another (own
 * tenants, random e-mails, tag-scoped lists, a fresh client IP per test for the abuse limits, their own DATA_DIR
 * where mails are counted): one per core, at least two. The unit and component files keep the default: they are
 * short, and their 5 s test timeout was missed with two workers on a machine loaded by other runs.
 * TEST_INTEGRATION_WORKERS overrides the figure (1 to look for an interaction between files, 3 on an idle machine).
 */
const integrationWorkers = Number(process.env.TEST_INTEGRATION_WORKERS) || Math.max(2, os.availableParallelism());

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
      // Its own group, after the unit and component files: vitest wants one worker count per group.
      sequence: { groupOrder: 1 },
      maxWorkers: integrationWorkers,
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
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/support/components-setup.ts'], sequence: { groupOrder: 0 } },
      },
      integrationProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integrationProject('postgres')] : []),
    ],
  },
});
