/**
 * The `paceband` command line: `npm run -s paceband -- <command> …`.
 * Each module owns its commands; this file only dispatches to them, lazily,
 * so that `course` does not pay for loading the band renderer.
 */
const commands: Record<string, () => Promise<{ run(argv: string[]): Promise<number> }>> = {
  course: () => import('../../modules/courses/cli/course.ts'),
  plan: () => import('../../modules/band-builder/cli/plan.ts'),
  band: () => import('../../modules/band-builder/cli/band.ts'),
  user: () => import('../../modules/accounts/cli/user.ts'),
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`usage: paceband <${Object.keys(commands).join('|')}> …\n`);
    return 2;
  }
  const command = await load();
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Bad input is reported by each command; anything reaching here is a bug, still one line.
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
