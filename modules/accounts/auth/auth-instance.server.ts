import { getOrm } from '../../../src/db/orm.server.ts';
import { sharedPool } from '../../../src/db/shared-pool.ts';
import { env } from '../../../src/host/env.server.ts';
import { eraseMember } from '../services/account-erasure.ts';
import { siteMailer } from '../mail/site-mailer.ts';
import { socialCredentials, type AuthConfig } from './auth-config.ts';
import { authSecret } from './auth-secret.ts';
import { createAuth, type Auth } from './auth-server.ts';

let instance: Auth | undefined;

/** The server's configuration, from the environment (README lists the variables). */
function configFromEnv(): AuthConfig {
  const e = env();
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const baseURL = (e.BETTER_AUTH_URL ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    databaseUrl,
    baseURL,
    secret: authSecret(e.BETTER_AUTH_SECRET),
    secureCookies: baseURL.startsWith('https:'),
    rateLimit: true,
    social: socialCredentials(process.env),
  };
}

/** The process-wide better-auth instance, built on first use. */
export function getAuth(): Auth {
  instance ??= createAuth(
    configFromEnv(),
    {
      // Reset and verification mails go through the job queue like every other mail.
      mailer: siteMailer(),
      beforeUserDeleted: async (userId, options) => eraseMember((await getOrm()).em.fork(), userId, options),
    },
    sharedPool(),
  );
  return instance;
}
