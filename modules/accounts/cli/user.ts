import { parseArgs } from 'node:util';
import { ioOf, type CliContext, type CliIo } from '../../../src/cli/cli-context.ts';
import type { CommandHelp } from '../../../src/cli/command-help.ts';
import { prepareDatabase } from '../../../src/db/database-lifecycle.ts';
import { env } from '../../../src/host/env.server.ts';
import { authSecret } from '../auth/auth-secret.ts';
import { createAuth } from '../auth/auth-server.ts';
import { isRole } from '../../../src/auth/roles.ts';
import { rolesByEmail, setRolesByEmail } from '../data/auth-users.ts';

const USAGE = [
  'usage: paceband user promote <email> --role admin|owner',
  '       paceband user create <email> --name <name> --password <password> [--role member|admin|owner]',
].join('\n');

/** `paceband user --help` (src/cli/command-help.ts). */
export const help: CommandHelp = {
  usage: 'paceband user promote|create <email> [options]',
  summary: [
    'Makes the first owner, or promotes a registered user, from the shell.',
    'Uses DATABASE_URL, else the embedded PostgreSQL in PG_DATA_DIR (stop npm start first).',
  ].join('\n'),
  options: [
    {
      flag: '--role R',
      text: 'promote: admin or owner; create: member (default), admin or owner',
      example: 'paceband user promote ana@example.org --role admin',
    },
    {
      flag: '--name N',
      text: 'create: the display name',
      example: 'paceband user create ana@example.org --name Ana --password "a long secret"',
    },
    {
      flag: '--password P',
      text: 'create: the password, at least 8 characters',
      example: 'paceband user create ana@example.org --name Ana --password "a long secret" --role owner',
    },
  ],
};

/**
 * `paceband user …`: makes the first owner, or promotes a registered user, from the shell.
 * Uses DATABASE_URL, else the embedded PostgreSQL in PG_DATA_DIR (stop `npm start` first).
 */
export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    });
  } catch {
    return usage(io);
  }
  const [action, email] = parsed.positionals;
  const { role = action === 'create' ? 'member' : undefined, name, password } = parsed.values;
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || !role || !isRole(role)) return usage(io);
  if (action === 'promote' && role === 'member') return usage(io);
  if (action === 'create' && (!name || !password || password.length < 8)) return usage(io);
  if (action !== 'create' && action !== 'promote') return usage(io);

  const e = env();
  // A running server's database is used as it is; the embedded one is started (and migrated) for the command.
  if (!e.DATABASE_URL && !context) return fail(io, 'DATABASE_URL is not set');
  const db =
    e.DATABASE_URL || !context
      ? { url: e.DATABASE_URL ?? '', stop: async () => {} }
      : await prepareDatabase({ ...e, SEED: false }, process.cwd(), () => {}, context.database);
  const auth = createAuth(
    {
      databaseUrl: db.url,
      baseURL: e.BETTER_AUTH_URL ?? e.PUBLIC_URL ?? 'http://localhost',
      secret: authSecret(e.BETTER_AUTH_SECRET),
      secureCookies: false,
      rateLimit: false,
      social: {},
    },
    { mailer: { send: async () => {} }, beforeUserDeleted: async () => null },
  );
  try {
    if (action === 'create') {
      if (await rolesByEmail(auth.pool, email)) return fail(io, `a user with ${email} exists already: use "user promote"`);
      // The consent fields are filled by our register form only (better-auth's types list them as inputs).
      const body = { name: name!, email, password: password! } as NonNullable<Parameters<typeof auth.api.signUpEmail>[0]>['body'];
      await auth.api.signUpEmail({ body });
      // Made by the operator from the shell: the address counts as confirmed.
      await auth.pool.query('update auth."user" set "emailVerified" = true where email = $1', [email]);
    }
    const roles = await rolesByEmail(auth.pool, email);
    if (!roles) return fail(io, `no user with ${email}: register first, or use "user create"`);
    const next = [...new Set<typeof role>(['member', ...roles, role])];
    await setRolesByEmail(auth.pool, email, next);
    io.stdout(`${email}: ${next.join('|')}\n`);
    return 0;
  } finally {
    await auth.pool.end();
    await db.stop();
  }
}

function usage(io: CliIo): number {
  io.stderr(`${USAGE}\n`);
  return 2;
}

function fail(io: CliIo, message: string): number {
  io.stderr(`error: ${message}\n`);
  return 1;
}
