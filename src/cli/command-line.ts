/**
 * The `paceband` dispatcher: `paceband <command> …` runs the module's command with the context's
 * io and answers the exit code. The binary (paceband.ts) wires the process's streams and exit;
 * tests call it in process (tests/support/run-cli.ts).
 */
import { CLI_COMMANDS } from '../composition.ts';
import { ioOf, type CliContext } from './cli-context.ts';
import { formatHelp, wantsHelp } from './command-help.ts';

const usage = () => `usage: paceband <${Object.keys(CLI_COMMANDS).join('|')}> … (paceband <command> --help)\n`;

/** Runs `paceband …argv`; a command's unexpected error is one line on stderr and exit code 1. */
export async function runCommandLine(argv: string[], context: CliContext): Promise<number> {
  try {
    return await dispatch(argv, context);
  } catch (error) {
    // Bad input is reported by each command; anything reaching here is a bug, still one line.
    ioOf(context).stderr(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function dispatch(argv: string[], context: CliContext): Promise<number> {
  const io = ioOf(context);
  const [name, ...rest] = argv;
  if (name === 'help' || (name !== undefined && wantsHelp([name]))) return overview(rest[0], context);
  const load = name ? CLI_COMMANDS[name] : undefined;
  if (!load) {
    io.stderr(usage());
    return 2;
  }
  const command = await load();
  if (wantsHelp(rest) && command.help) {
    io.stdout(formatHelp(command.help));
    return 0;
  }
  return command.run(rest, context);
}

/** `paceband --help`: every command and what it does; `paceband help <command>`: that command's help. */
async function overview(name: string | undefined, context: CliContext): Promise<number> {
  const io = ioOf(context);
  const load = name ? CLI_COMMANDS[name] : undefined;
  if (load) {
    const help = (await load()).help;
    if (help) io.stdout(formatHelp(help));
    return help ? 0 : 2;
  }
  if (name !== undefined) {
    io.stderr(usage());
    return 2;
  }
  const lines = [usage(), 'commands:'];
  for (const [command, loadCommand] of Object.entries(CLI_COMMANDS)) {
    lines.push(`  ${command.padEnd(8)}  ${(await loadCommand()).help?.summary.split('\n')[0] ?? ''}`);
  }
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
