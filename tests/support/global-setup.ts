import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/lib/db/open-database';
// @ts-expect-error: plain ES module script without types
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/**
 * Once per run and engine: make sure the Next build is current (the tests serve it), then prepare a migrated
 * database: a PGlite dump every test file loads (migrating each would cost seconds), or a throwaway
 * PostgreSQL database created from TEST_DATABASE_URL and dropped at the end.
 */
export default async function setup(project: TestProject) {
  (buildIfStale as () => void)();
  // The project's `env` reaches its test workers, not this setup: the engine is read from the project name.
  if (project.name.startsWith('integration-postgres')) return setupPostgres(project);
  const template = await openDatabase({ engine: 'pglite' });
  const client = (template.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await template.close();
  const file = path.join(os.tmpdir(), `merch-pglite-template-${process.pid}-${randomUUID()}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresUrl', '');
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL integration tests');
  const name = `merch_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const migrated = await openDatabase({ engine: 'postgres', url: url.toString() });
  await migrated.close();
  project.provide('postgresUrl', url.toString());
  project.provide('pgliteTemplate', '');
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
