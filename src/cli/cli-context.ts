import type { DatabaseParts } from '../db/database-lifecycle.ts';
import type { CommandHelp } from './command-help.ts';

/** What the command line gives every module's command: the composed database parts, for commands that open it. */
export interface CliContext {
  database: DatabaseParts;
}

/** A module's command (its manifest's `cli` entries load one). */
export interface CliCommand {
  run(argv: string[], context?: CliContext): Promise<number>;
  /** Printed by `paceband <command> --help` (src/cli/command-help.ts). */
  help?: CommandHelp;
}
