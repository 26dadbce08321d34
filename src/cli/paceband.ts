/**
 * The `paceband` command line: `npm run -s paceband -- <command> …`.
 * Each module owns its commands (its manifest's `cli`); this file only dispatches to them. The
 * commands are loaded lazily, so that `course` does not pay for loading the band renderer.
 */
import { CLI_COMMANDS, DATABASE_PARTS } from '../composition.ts';
import type { CliContext } from './cli-context.ts';

const context: CliContext = { database: DATABASE_PARTS };

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name ? CLI_COMMANDS[name] : undefined;
  if (!load) {
    process.stderr.write(`usage: paceband <${Object.keys(CLI_COMMANDS).join('|')}> …\n`);
    return 2;
  }
  const command = await load();
  return command.run(rest, context);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Bad input is reported by each command; anything reaching here is a bug, still one line.
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
