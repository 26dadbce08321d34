/**
 * What `paceband <command> --help` prints: what the command does, its usage, and each option with
 * one example. Every command exports one (its module's `cli` entry loads it with `run`).
 */
interface CommandOption {
  /** The flag as typed, with its value's form: "--goal H:MM:SS". */
  flag: string;
  text: string;
  /** One full example command using it: "paceband plan --distance marathon --goal 3:30:00". */
  example: string;
}

export interface CommandHelp {
  usage: string;
  summary: string;
  options: readonly CommandOption[];
}

export const wantsHelp = (argv: readonly string[]): boolean => argv.includes('--help') || argv.includes('-h');

export function formatHelp(help: CommandHelp): string {
  const width = Math.max(...help.options.map((o) => o.flag.length));
  const options = help.options.map((o) => `  ${o.flag.padEnd(width)}  ${o.text}\n  ${' '.repeat(width)}  e.g. ${o.example}`);
  return [`usage: ${help.usage}`, '', help.summary, ...(options.length ? ['', 'options:', ...options] : [])].join('\n') + '\n';
}
