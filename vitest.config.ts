import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

/*
 * Test files run side by side. vitest's default is one worker less than the cores, i.e. ONE on a 2-core machine, where
 * the whole suite then ran file after file. Unit and component files are pure CPU: one per core. An integration file
 * spends much of its time waiting (on its in-process server, on the PostgreSQL process, on PGlite's I/O): one more
 * than the cores keeps both cores busy. Their files are independent of one another (own tenants, random e-mails,
 * tag-scoped lists, per-test client IPs for the abuse limits, own DATA_DIR where mails are counted).
 * TEST_WORKERS / TEST_INTEGRATION_WORKERS override both figures (e.g. 1 to bisect an interaction between files).
 */
const cores = os.availableParallelism();
const unitWorkers = Number(process.env.TEST_WORKERS) || Math.max(2, cores);
const integrationWorkers = Number(process.env.TEST_INTEGRATION_WORKERS) || Math.max(3, cores + 1);

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
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 }, maxWorkers: unitWorkers },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/support/components-setup.ts'], sequence: { groupOrder: 0 }, maxWorkers: unitWorkers },
      },
      integrationProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integrationProject('postgres')] : []),
    ],
  },
});
