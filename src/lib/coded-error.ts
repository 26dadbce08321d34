export type CodedErrorParams = Readonly<Record<string, string | number>>;

/** A refusal told by a code of a module's catalogue and its placeholders' values; no HTTP, no words. */
interface CodedError<C extends string> extends Error {
  readonly code: C;
  readonly params: CodedErrorParams;
}

/**
 * A module's class of coded errors, named `name`, and its test. The test also knows the error by
 * its name, which survives where the class does not (an error re-thrown from a worker thread).
 */
export function codedErrorClass<C extends string>(name: string) {
  class Coded extends Error implements CodedError<C> {
    constructor(
      readonly code: C,
      readonly params: CodedErrorParams = {},
    ) {
      // The English-free technical message is for logs; users see the catalogue's message.
      super(code);
      this.name = name;
    }
  }
  const is = (error: unknown): error is Coded => error instanceof Coded || (error as Error | null)?.name === name;
  return { Class: Coded, is };
}

/**
 * A zod schema's error as a code of a module's catalogue (`z.number(issueCode('invalidNumber'))`):
 * the issue's `message` is the code, rendered in the reader's language by the module's messages.
 */
export const issueCode = <C extends string>(c: C) => ({ error: c });
