/**
 * The `paceband` command line: `npm run -s paceband -- <command> …`.
 * Each module owns its commands (its manifest's `cli`); this file only dispatches to them. The
 * commands are loaded lazily, so that `course` does not pay for loading the band renderer.
 */
import { CLI_COMMANDS, composeHost, DATABASE_PARTS } from '../composition.ts';
import type { CliContext } from './cli-context.ts';
import { formatHelp, wantsHelp } from './command-help.ts';

const context: CliContext = { database: DATABASE_PARTS };

const usage = () => `usage: paceband <${Object.keys(CLI_COMMANDS).join('|')}> … (paceband <command> --help)\n`;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || (name !== undefined && wantsHelp([name]))) return overview(rest[0]);
  const load = name ? CLI_COMMANDS[name] : undefined;
  if (!load) {
    process.stderr.write(usage());
    return 2;
  }
  const command = await load();
  if (wantsHelp(rest) && command.help) {
    process.stdout.write(formatHelp(command.help));
    return 0;
  }
  return command.run(rest, context);
}

/** `paceband --help`: every command and what it does; `paceband help <command>`: that command's help. */
async function overview(name: string | undefined): Promise<number> {
  const load = name ? CLI_COMMANDS[name] : undefined;
  if (load) {
    const help = (await load()).help;
    if (help) process.stdout.write(formatHelp(help));
    return help ? 0 : 2;
  }
  if (name !== undefined) {
    process.stderr.write(usage());
    return 2;
  }
  const lines = [usage(), 'commands:'];
  for (const [command, loadCommand] of Object.entries(CLI_COMMANDS)) {
    lines.push(`  ${command.padEnd(8)}  ${(await loadCommand()).help?.summary.split('\n')[0] ?? ''}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

composeHost();
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Bad input is reported by each command; anything reaching here is a bug, still one line.
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
