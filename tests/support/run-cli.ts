import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runCommandLine } from '../../src/cli/command-line.ts';
import { DATABASE_PARTS } from '../../src/composition.ts';
import { forgetParsedEnv } from '../../src/host/env.server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CliRun {
  /** The exit code (null when the process was killed, e.g. by the timeout). */
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `paceband <command> …args` in this process: the dispatcher the binary calls
 * (src/cli/command-line.ts), its standard output and error captured and its exit code answered.
 * `env` is added to process.env for the call (and the parsed settings forgotten before and after),
 * paths in `args` are relative to the project's root (vitest's working directory).
 */
export async function runPaceband(
  command: string,
  args: readonly string[],
  options: { env?: Record<string, string> } = {},
): Promise<CliRun> {
  if (process.cwd() !== ROOT) throw new Error(`run the CLI tests from ${ROOT}`);
  const stdout: Buffer[] = [];
  const stderr: string[] = [];
  const saved = Object.entries(options.env ?? {}).map(([name]) => [name, process.env[name]] as const);
  for (const [name, value] of Object.entries(options.env ?? {})) process.env[name] = value;
  forgetParsedEnv();
  try {
    const code = await runCommandLine([command, ...args], {
      database: DATABASE_PARTS,
      io: {
        stdout: (chunk) => void stdout.push(Buffer.from(chunk)),
        stderr: (chunk) => void stderr.push(chunk),
      },
    });
    return { code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: stderr.join('') };
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    forgetParsedEnv();
  }
}

/**
 * Runs the real binary as a user would (`npm run paceband`): the pinned Node that runs vitest runs
 * the CLI too, through tsx, from the project's root. For the few tests that cover the binary's
 * wiring (its streams and exit code); every other test runs the command line in process.
 */
export function runPacebandProcess(command: string, args: readonly string[], options: { timeoutMs?: number } = {}): CliRun {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paceband.ts', command, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
