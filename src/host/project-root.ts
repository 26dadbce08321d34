import path from 'node:path';

/**
 * The project folder, where files read at run time live (worker sources, seed data): the start
 * script sets PACEBAND_ROOT, the image copies them there. Code in the server bundle cannot find
 * them from its own location (`import.meta.url` points into dist/).
 */
export function projectRoot(): string {
  return process.env.PACEBAND_ROOT ?? process.cwd();
}

/** A file of the project, from its path relative to the project folder. */
export function projectFile(...segments: string[]): string {
  return path.resolve(projectRoot(), ...segments);
}
