import { z } from 'zod';
import { singleLineText } from '../../../src/lib/plain-text.ts';
import type { Translator } from '../locales/messages.ts';
import { passwordIsGuessable } from './password-check.ts';

type Field = keyof Translator['accounts']['fields'];

/**
 * The forms' server-side rules, with messages in the user's language. Each field reports its
 * issues by name; the pages show the first message of each field (SPEC 8). Names and address
 * lines are one line: line breaks and tabs become a space, other control characters go (they
 * reach mails and printed labels, and PostgreSQL refuses a NUL). Passwords are taken as typed.
 */
export function formRules(LL: Translator) {
  const E = LL.accounts.errors;
  const label = (f: Field) => LL.accounts.fields[f]();
  // A field that is missing or not text (a mobile client's JSON) reads as missing, in the user's language.
  const str = (f: Field) => z.string({ error: E.required({ field: label(f) }) });
  const line = (f: Field) => str(f).overwrite(singleLineText);
  const text = (f: Field, max: number) =>
    line(f)
      .trim()
      .min(1, E.required({ field: label(f) }))
      .max(max, E.max({ field: label(f), max: String(max) }));
  // An address is not cleaned: one with a control character is refused by z.email, not changed.
  const email = (f: Field) =>
    str(f)
      .trim()
      .toLowerCase()
      .min(1, E.required({ field: label(f) }))
      .max(254, E.email())
      .pipe(z.email(E.email()));
  const password = (f: Field) =>
    str(f)
      .min(1, E.required({ field: label(f) }))
      .min(8, E.min({ field: label(f), min: '8' }))
      .max(128, E.max({ field: label(f), max: '128' }))
      .refine(async (v) => v.length < 8 || v.length > 128 || !(await passwordIsGuessable(v)), E.weakPassword());
  const anyPassword = (f: Field) =>
    str(f)
      .min(1, E.required({ field: label(f) }))
      .max(128, E.max({ field: label(f), max: '128' }));
  const confirmed = (key: string) => (v: Record<string, unknown>) => v[key] === v.passwordConfirmation;
  const optional = (max: number, f: Field) =>
    line(f)
      .trim()
      .max(max, E.max({ field: label(f), max: String(max) }))
      .transform((v) => v || null);

  return {
    login: z.object({ email: email('email'), password: anyPassword('password'), remember: z.string().optional() }),
    register: z
      .object({
        name: text('name', 80),
        email: email('email'),
        password: password('password'),
        passwordConfirmation: str('passwordConfirmation'),
      })
      .refine(confirmed('password'), { message: E.confirmed(), path: ['passwordConfirmation'] })
      // The account's own name and email make a password guessable too.
      .refine(async (v) => !(await passwordIsGuessable(v.password, [v.name, v.email])), { message: E.weakPassword(), path: ['password'] }),
    forgotten: z.object({ email: email('email') }),
    reset: z
      .object({
        token: z.string({ error: E.invalidToken() }).overwrite(singleLineText).min(1, E.invalidToken()).max(200, E.invalidToken()),
        password: password('newPassword'),
        passwordConfirmation: str('passwordConfirmation'),
      })
      .refine(confirmed('password'), { message: E.confirmed(), path: ['passwordConfirmation'] }),
    profile: z.object({ name: text('name', 80) }),
    password: z
      .object({
        currentPassword: anyPassword('currentPassword'),
        newPassword: password('newPassword'),
        passwordConfirmation: str('passwordConfirmation'),
      })
      .refine(confirmed('newPassword'), { message: E.confirmed(), path: ['passwordConfirmation'] }),
    email: z.object({ newEmail: email('newEmail'), currentPassword: anyPassword('currentPassword') }),
    remove: z.object({
      password: anyPassword('password'),
      confirm: z.literal('yes', { error: E.confirmDelete() }),
      publicCourses: z.enum(['anonymise', 'delete']).catch('anonymise'),
    }),
    // The page of a mailed deletion link: its token and the choice for public courses.
    removeByLink: z.object({
      token: z.string().min(1).max(200),
      publicCourses: z.enum(['anonymise', 'delete']).catch('anonymise'),
    }),
    address: z.object({
      recipient: text('recipient', 120),
      street: text('street', 160),
      unit: optional(80, 'unit'),
      city: text('city', 100),
      zip: text('zip', 20),
      state: optional(80, 'state'),
      country: line('country')
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, E.required({ field: label('country') })),
    }),
  };
}

/** Field → its messages, from a failed parse (the host's form kit). */
export { fieldErrors } from '../../../src/host/forms/form-post.ts';
