import { readFile } from 'node:fs/promises';

/**
 * A file named on the command line (a course, a recorded run, an image), read whole; one that
 * cannot be read becomes `refuse('cannot read FILE: CODE')`, which the command prints as its usage error.
 */
export async function readCommandFile(file: string, refuse: (line: string) => Error): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch (error) {
    throw refuse(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
}
