import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/**
 * A command's own flags (`--name value`, `--name=value`, boolean `--name`) taken out of argv and
 * parsed strictly; the rest, in order, is left for the plan command's parser. A parse error
 * becomes `refuse(message)`.
 */
export function takeOwnFlags<T extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: T,
  refuse: (message: string) => Error,
): { values: ReturnType<typeof parseArgs<{ options: T; strict: true }>>['values']; rest: string[] } {
  const mine: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = /^--([a-z-]+)(=.*)?$/.exec(arg);
    const option = name && Object.hasOwn(options, name[1]!) ? options[name[1]!] : undefined;
    if (!option) {
      rest.push(arg);
      continue;
    }
    mine.push(arg);
    if (option.type === 'string' && !name?.[2] && i + 1 < argv.length) mine.push(argv[++i]!);
  }
  try {
    return { values: parseArgs({ args: mine, options, strict: true }).values, rest };
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : String(error));
  }
}
