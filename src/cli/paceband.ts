/**
 * The `paceband` command line: `npm run -s paceband -- <command> …`.
 * Each module owns its commands (its manifest's `cli`); command-line.ts only dispatches to them. The
 * commands are loaded lazily, so that `course` does not pay for loading the band renderer. This
 * file wires the process: its standard output and error, and its exit code.
 */
import { composeHost, DATABASE_PARTS } from '../composition.ts';
import { processIo } from './cli-context.ts';
import { runCommandLine } from './command-line.ts';

composeHost();
runCommandLine(process.argv.slice(2), { database: DATABASE_PARTS, io: processIo }).then((code) => process.exit(code));
