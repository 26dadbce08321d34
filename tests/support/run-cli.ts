import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CliRun {
  /** The exit code (null when the process was killed, e.g. by the timeout). */
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `paceband <command> …args` as a user would (`npm run paceband`): the pinned Node that runs
 * vitest runs the CLI too, through tsx, from the project's root (paths in `args` are relative to it),
 * with `env` added to the environment.
 */
export function runPaceband(
  command: string,
  args: readonly string[],
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
): CliRun {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paceband.ts', command, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 60_000,
    ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
