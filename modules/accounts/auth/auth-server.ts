import { betterAuth } from 'better-auth';
import pg from 'pg';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { logger } from '../../../src/host/logger.server.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail, verifyEmailMail } from '../mail/account-mails.ts';
import type { AuthConfig } from './auth-config.ts';

/** better-auth's tables live in their own PostgreSQL schema, out of MikroORM's way (ADR 0007). */
export const AUTH_SCHEMA = 'auth';
/** Our internal calls to better-auth carry the page's language here, for the mails. */
export const LOCALE_HEADER = 'x-paceband-locale';
export const RESET_TOKEN_TTL_S = 60 * 60;
/** "Remember me" keeps the session cookie 30 days; without it the cookie ends with the browser. */
export const SESSION_TTL_S = 30 * 24 * 60 * 60;

export interface AuthDeps {
  mailer: Mailer;
  /** Our own rows for a user (address, avatar): removed when better-auth deletes the user. */
  onUserDeleted: (userId: string) => Promise<void>;
}

function localeOf(request?: Request): Locale {
  return toLocale(request?.headers.get(LOCALE_HEADER));
}

/** The connection pool, with better-auth's schema first on the search path. */
export function authPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, options: `-c search_path=${AUTH_SCHEMA}` });
  pool.on('error', (error) => logger.error({ err: error }, 'auth database pool error'));
  return pool;
}

export function authOptions(config: AuthConfig, deps: AuthDeps, pool: pg.Pool) {
  const base = config.baseURL.replace(/\/+$/, '');
  return {
    appName: 'Paceband',
    baseURL: base,
    basePath: '/api/auth',
    secret: config.secret,
    database: pool,
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
      // Only used when a verified (social) account changes its email: the new address confirms.
      sendVerificationEmail: async ({ user, url }: { user: { email: string; name: string }; url: string }, request?: Request) => {
        await deps.mailer.send(verifyEmailMail(localeOf(request), { to: user.email, name: user.name, url }));
      },
    },
    socialProviders: Object.fromEntries(
      Object.entries(config.social).map(([provider, creds]) => [provider, { clientId: creds.clientId, clientSecret: creds.clientSecret }]),
    ),
    user: {
      additionalFields: {
        // "member|admin": see roles.ts. Never writable through sign-up or update-user.
        roles: { type: 'string' as const, required: false, defaultValue: 'member', input: false },
        // Set by the team (admin users screen): a blocked user cannot log in, and their sessions end.
        blocked: { type: 'boolean' as const, required: false, defaultValue: false, input: false },
      },
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: { enabled: true, afterDelete: async (user: { id: string }) => deps.onUserDeleted(user.id) },
    },
    session: { expiresIn: SESSION_TTL_S, updateAge: 24 * 60 * 60 },
    databaseHooks: {
      session: {
        create: {
          // No new session for a blocked user, whatever the way in (password, social, reset).
          before: async (session: { userId: string }) => {
            const result = await pool.query<{ blocked: boolean | null }>('select blocked from "user" where id = $1', [session.userId]);
            if (result.rows[0]?.blocked) return false;
            return undefined;
          },
        },
      },
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'memory' as const,
      window: 60,
      max: 100,
      // Per client address: 10 logins or registrations a minute, 5 reset mails a minute.
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
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

export function createAuth(config: AuthConfig, deps: AuthDeps) {
  const pool = authPool(config.databaseUrl);
  const auth = betterAuth(authOptions(config, deps, pool));
  return Object.assign(auth, { pool });
}

export type Auth = ReturnType<typeof createAuth>;
