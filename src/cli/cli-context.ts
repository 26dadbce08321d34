import type { DatabaseParts } from '../db/database-lifecycle.ts';
import type { CommandHelp } from './command-help.ts';

/** Where a command writes: the process's streams in the binary, buffers when tests run it in process. */
export interface CliIo {
  stdout(chunk: string | Uint8Array): void;
  stderr(chunk: string): void;
}

/** The real binary's output: the process's standard output and error. */
export const processIo: CliIo = {
  stdout: (chunk) => void process.stdout.write(chunk),
  stderr: (chunk) => void process.stderr.write(chunk),
};

/** What the command line gives every module's command: the composed database parts, for commands that open it, and where to write. */
export interface CliContext {
  database: DatabaseParts;
  /** Absent: the process's streams. */
  io?: CliIo;
}

/** Where a command writes: its context's io, else the process's streams (a command called on its own). */
export const ioOf = (context: CliContext | undefined): CliIo => context?.io ?? processIo;

/** A module's command (its manifest's `cli` entries load one). */
export interface CliCommand {
  run(argv: string[], context?: CliContext): Promise<number>;
  /** Printed by `paceband <command> --help` (src/cli/command-help.ts). */
  help?: CommandHelp;
}
