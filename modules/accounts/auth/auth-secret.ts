import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from '../../../src/host/logger.server.ts';

/**
 * BETTER_AUTH_SECRET when set. Otherwise a random secret generated once and kept in
 * var/better-auth-secret (git-ignored), so sessions survive restarts on a developer's machine;
 * loudly logged, because a container without a volume would log everyone out at each start.
 */
export function authSecret(configured: string | undefined, file = path.resolve('var/better-auth-secret')): string {
  if (configured) return configured;
  logger.warn({ file }, 'BETTER_AUTH_SECRET is not set: using a generated secret stored in var/. Set BETTER_AUTH_SECRET in production.');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
