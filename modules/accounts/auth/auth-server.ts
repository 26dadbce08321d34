import { betterAuth, getCurrentAdapter } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { createLimiter, type Limiter } from '../../../src/host/rate-limit.ts';
import { POOL_IDLE_MS } from '../../../src/db/pool-settings.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmSignUpMail, resetPasswordMail, verifyEmailMail } from '../mail/account-mails.ts';
import type { AuthConfig } from './auth-config.ts';
import { t } from '../locales/messages.ts';
import { passwordIsGuessable } from '../services/password-check.ts';

/** better-auth's tables live in their own PostgreSQL schema, out of MikroORM's way (ADR 0007). */
export const AUTH_SCHEMA = 'auth';
/** Our internal calls to better-auth carry the page's language here, for the mails. */
export const LOCALE_HEADER = 'x-paceband-locale';
const RESET_TOKEN_TTL_S = 60 * 60;
/** "Remember me" keeps the session cookie 30 days; without it the cookie ends with the browser. */
const SESSION_TTL_S = 30 * 24 * 60 * 60;

/** Our register form's call to /sign-up/email names here the version of the terms the member accepted. */
export const TERMS_VERSION_HEADER = 'x-paceband-terms-version';
/** A confirmation link mailed at sign-up or for a new address stays valid a day. */
const VERIFY_TOKEN_TTL_S = 24 * 60 * 60;

/** Our internal call to /delete-user says here what the member chose for their public courses. */
export const PUBLIC_COURSES_HEADER = 'x-paceband-public-courses';

export interface AuthDeps {
  mailer: Mailer;
  /**
   * Runs before better-auth deletes the account (password already checked): every module's data
   * of the member removed or de-identified, or the reason it cannot be yet (an order being
   * printed). A reason stops the deletion and reaches the member.
   */
  beforeUserDeleted: (userId: string, options: { locale: Locale; publicCourses: 'delete' | 'anonymise' }) => Promise<string | null>;
}

function localeOf(request?: Request): Locale {
  return toLocale(request?.headers.get(LOCALE_HEADER));
}

/**
 * A pool of better-auth's own, with its schema first on the search path: for its migrations and
 * the command line. The server hands better-auth the process's shared pool instead
 * (src/db/shared-pool.ts); its queries name the schema (`schemaName`), so either works.
 */
export function authPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 5,
    idleTimeoutMillis: POOL_IDLE_MS,
    options: `-c search_path=${AUTH_SCHEMA}`,
  });
  pool.on('error', (error) => logger.error({ err: error }, 'auth database pool error'));
  return pool;
}

/** better-auth's endpoints that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The password rule of our forms (services/password-strength.ts) on better-auth's own JSON API
 * too: a client posting to /api/auth/sign-up/email directly gets the same refusal.
 */
const refuseGuessablePasswords = createAuthMiddleware(async (ctx) => {
  const field = PASSWORD_FIELDS[ctx.path];
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const password = field ? body[field] : undefined;
  if (typeof password !== 'string' || password.length < 8 || password.length > 128) return;
  if (!(await passwordIsGuessable(password, [body.name as string | undefined, body.email as string | undefined]))) return;
  const locale = toLocale(ctx.headers?.get(LOCALE_HEADER) ?? ctx.headers?.get('accept-language')?.slice(0, 2));
  throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_GUESSABLE', message: t(locale).accounts.errors.weakPassword() });
});

export function authOptions(config: AuthConfig, deps: AuthDeps, pool: pg.Pool) {
  const base = config.baseURL.replace(/\/+$/, '');
  return {
    appName: 'Paceband',
    baseURL: base,
    basePath: '/api/auth',
    secret: config.secret,
    // Every table named with its schema (Kysely's withSchema), so the pool's search path does not matter.
    database: { dialect: new PostgresDialect({ pool }), type: 'postgres' as const, schemaName: AUTH_SCHEMA, transaction: true },
    // The configured origin and the request's own: a visitor on http://127.0.0.1:3000 or a LAN
    // address is on our site too (a cross-site request carries its own, different Origin).
    trustedOrigins: (request?: Request) => [new URL(base).origin, request ? new URL(request.url).origin : null],
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
      // A reset proves control of the mailbox: every other session (a thief's) ends with it.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }: { user: { email: string; name: string }; token: string }, request?: Request) => {
        const locale = localeOf(request);
        const url = `${base}${routePath(locale, 'reset-password.index', { token })}`;
        await deps.mailer.send(resetPasswordMail(locale, { to: user.email, name: user.name, url, minutes: RESET_TOKEN_TTL_S / 60 }));
      },
    },
    emailVerification: {
      // At sign-up (and "send again"): the member confirms the address before ordering,
      // publishing a course or proposing a race. On an email change: the new address confirms.
      sendOnSignUp: true,
      expiresIn: VERIFY_TOKEN_TTL_S,
      sendVerificationEmail: async (
        { user, url }: { user: { id: string; email: string; name: string }; url: string },
        request?: Request,
      ) => {
        // better-auth hands over the new address as `user.email` when it confirms a change.
        const stored = await pool.query<{ email: string }>(`select email from ${AUTH_SCHEMA}."user" where id = $1`, [user.id]);
        const change = stored.rows[0] !== undefined && stored.rows[0].email !== user.email;
        const mail = change ? verifyEmailMail : confirmSignUpMail;
        await deps.mailer.send(mail(localeOf(request), { to: user.email, name: user.name, url }));
      },
    },
    // A sign-in through Google, Facebook or Apple whose state is gone (started in another browser,
    // or too long ago) ends on the login page, which says so, not on better-auth's own error page
    // (closed here: /api/auth/error is not an endpoint of ours). The unprefixed path takes the
    // visitor's language (the host's locale routing).
    onAPIError: { errorURL: '/login' },
    socialProviders: Object.fromEntries(
      Object.entries(config.social).map(([provider, creds]) => [provider, { clientId: creds.clientId, clientSecret: creds.clientSecret }]),
    ),
    user: {
      additionalFields: {
        // "member|admin": see roles.ts. Never writable through sign-up or update-user.
        roles: { type: 'string' as const, required: false, defaultValue: 'member', input: false },
        // Set by the team (admin users screen): a blocked user cannot log in, and their sessions end.
        blocked: { type: 'boolean' as const, required: false, defaultValue: false, input: false },
        // Consent to the terms and the privacy notice at sign-up: when, and which version (our register form).
        termsAcceptedAt: { type: 'date' as const, required: false, input: false },
        termsVersion: { type: 'string' as const, required: false, input: false },
      },
      // A new address counts only once it confirms (a link sent to it, sendVerificationEmail);
      // the form asks for the password and tells the old address (profile-routes.ts).
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user: { id: string }, request?: Request) => {
          const publicCourses = request?.headers.get(PUBLIC_COURSES_HEADER) === 'delete' ? 'delete' : 'anonymise';
          const reason = await deps.beforeUserDeleted(user.id, { locale: localeOf(request), publicCourses });
          if (reason) throw new APIError('CONFLICT', { code: 'ACCOUNT_DELETION_BLOCKED', message: reason });
        },
      },
    },
    session: { expiresIn: SESSION_TTL_S, updateAge: 24 * 60 * 60 },
    hooks: { before: refuseGuessablePasswords },
    // Limits are counted in PostgreSQL by limitedHandler below (shared by every replica), not in
    // better-auth's per-process memory.
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          // Our register form has checked the consent box and says which version was shown.
          before: async (user: Record<string, unknown>, context?: { request?: Request; headers?: Headers } | null) => {
            const version = (context?.request?.headers ?? context?.headers)?.get(TERMS_VERSION_HEADER);
            return version ? { data: { ...user, termsAcceptedAt: new Date(), termsVersion: version.slice(0, 40) } } : undefined;
          },
        },
      },
      session: {
        create: {
          // No new session for a blocked user, whatever the way in (password, social, reset).
          // Read through better-auth's adapter, inside its transaction when there is one (sign-up
          // creates the user and the session in one): a query of our own would wait for a second
          // connection of the shared pool while the transaction holds the first.
          before: async (session: { userId: string }, context?: { context?: { adapter?: unknown } } | null) => {
            const adapter = context?.context?.adapter as Parameters<typeof getCurrentAdapter>[0] | undefined;
            const blocked = adapter
              ? (
                  await (
                    await getCurrentAdapter(adapter)
                  ).findOne<{ blocked?: boolean | null }>({
                    model: 'user',
                    where: [{ field: 'id', value: session.userId }],
                  })
                )?.blocked
              : (await pool.query<{ blocked: boolean | null }>(`select blocked from ${AUTH_SCHEMA}."user" where id = $1`, [session.userId]))
                  .rows[0]?.blocked;
            if (blocked) return false;
            return undefined;
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'paceband',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
      // Our handlers set this header from the socket (or the trusted proxy's), never from the client.
      ipAddress: { ipAddressHeaders: ['x-paceband-client-ip'] },
    },
    logger: {
      log: (level: 'info' | 'success' | 'warn' | 'error' | 'debug', message: string) => {
        if (level === 'error' || level === 'warn') logger[level]({ source: 'better-auth' }, message);
      },
    },
  };
}

/**
 * Per client address and minute: 10 logins or registrations, 5 reset mails, 10 password resets or
 * changes, 100 other calls. The address is the one our handlers set from the socket or the
 * trusted proxy (x-paceband-client-ip), never one the client wrote.
 */
const AUTH_LIMITS = [
  { name: 'auth-sign-in', match: (p: string) => p.startsWith('/sign-in/'), max: 10 },
  { name: 'auth-sign-up', match: (p: string) => p.startsWith('/sign-up/'), max: 10 },
  { name: 'auth-reset-mail', match: (p: string) => p === '/request-password-reset', max: 5 },
  { name: 'auth-reset', match: (p: string) => p === '/reset-password', max: 10 },
  { name: 'auth-password', match: (p: string) => p === '/change-password', max: 10 },
  { name: 'auth-verify-mail', match: (p: string) => p === '/send-verification-email' || p === '/change-email', max: 5 },
  { name: 'auth-other', match: () => true, max: 100 },
];

/** better-auth's handler behind the limits, counted in PostgreSQL (src/host/rate-limit.ts); answers 429 like better-auth did. */
function limitedHandler(handler: (request: Request) => Promise<Response>, pool: pg.Pool) {
  const limiters = new Map<string, Limiter>(
    AUTH_LIMITS.map((rule) => [rule.name, createLimiter({ name: rule.name, windowMs: 60_000, max: rule.max, pool: () => pool })]),
  );
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
    const rule = AUTH_LIMITS.find((r) => r.match(path))!;
    const verdict = await limiters.get(rule.name)!.hit(request.headers.get('x-paceband-client-ip') ?? 'unknown');
    if (verdict.allowed) return handler(request);
    const message = t(localeOf(request)).accounts.errors.tooMany();
    return Response.json(
      { code: 'TOO_MANY_REQUESTS', message },
      { status: 429, headers: { 'Retry-After': String(Math.max(1, verdict.retryAfterSeconds)) } },
    );
  };
}

/** better-auth on `pool` (the server's shared pool), else on a pool of its own. */
export function createAuth(config: AuthConfig, deps: AuthDeps, pool: pg.Pool = authPool(config.databaseUrl)) {
  const auth = betterAuth(authOptions(config, deps, pool));
  const handler = config.rateLimit ? limitedHandler(auth.handler, pool) : auth.handler;
  // The mailer rides along: our account handlers send their own notices through the same one.
  return Object.assign(auth, { pool, handler, mailer: deps.mailer });
}

export type Auth = ReturnType<typeof createAuth>;
