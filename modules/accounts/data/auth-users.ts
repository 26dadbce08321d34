import type pg from 'pg';
import type { Role } from '../../../src/auth/roles.ts';
import { formatRoles, parseRoles } from '../../../src/auth/roles.ts';

/** The roles of the user with this email (better-auth's table), or null when there is none. */
export async function rolesByEmail(pool: pg.Pool, email: string): Promise<Role[] | null> {
  const result = await pool.query<{ roles: string | null }>('select roles from auth."user" where lower(email) = lower($1)', [email]);
  return result.rows[0] ? parseRoles(result.rows[0].roles) : null;
}

export async function setRolesByEmail(pool: pg.Pool, email: string, roles: readonly Role[]): Promise<void> {
  await pool.query('update auth."user" set roles = $1, "updatedAt" = now() where lower(email) = lower($2)', [formatRoles(roles), email]);
}
