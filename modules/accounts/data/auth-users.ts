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

/** A user as the admin users screen shows it. */
export interface UserSummary {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  blocked: boolean;
  /** ISO 8601. */
  createdAt: string;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  roles: string | null;
  blocked: boolean | null;
  createdAt: Date;
}

const toSummary = (row: UserRow): UserSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: parseRoles(row.roles),
  blocked: Boolean(row.blocked),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The users screen's sort keys and their SQL (never the caller's text). */
const USER_SORTS = { name: 'lower(name)', email: 'lower(email)', joined: '"createdAt"' } as const;
export type UserSort = keyof typeof USER_SORTS;

export interface UserListOptions {
  search?: string;
  limit?: number;
  offset?: number;
  sort?: UserSort;
  dir?: 'asc' | 'desc';
}

const searchParams = (text: string | undefined) => {
  const search = (text ?? '').trim().toLowerCase();
  return [search, `%${search.replace(/[%_\\]/g, '\\$&')}%`];
};
const SEARCH = `$1 = '' or lower(name) like $2 or lower(email) like $2`;

/** Users whose name or email contains `search` (any case), newest first unless told. */
export async function listUsers(pool: pg.Pool, options: UserListOptions = {}): Promise<UserSummary[]> {
  const order = USER_SORTS[options.sort ?? 'joined'] ?? USER_SORTS.joined;
  const dir = options.dir === 'asc' ? 'asc' : 'desc';
  const result = await pool.query<UserRow>(
    `select id, name, email, roles, blocked, "createdAt" from auth."user" where ${SEARCH}
     order by ${order} ${dir}, id limit $3 offset $4`,
    [...searchParams(options.search), options.limit ?? 100, Math.max(0, options.offset ?? 0)],
  );
  return result.rows.map(toSummary);
}

/** How many users `listUsers` finds for this search. */
export async function countMatchingUsers(pool: pg.Pool, search?: string): Promise<number> {
  const result = await pool.query<{ count: string }>(`select count(*) as count from auth."user" where ${SEARCH}`, searchParams(search));
  return Number(result.rows[0]?.count ?? 0);
}

export async function findUserById(pool: pg.Pool, id: string): Promise<UserSummary | null> {
  const result = await pool.query<UserRow>('select id, name, email, roles, blocked, "createdAt" from auth."user" where id = $1', [id]);
  return result.rows[0] ? toSummary(result.rows[0]) : null;
}

export async function setRolesById(pool: pg.Pool, id: string, roles: readonly Role[]): Promise<void> {
  await pool.query('update auth."user" set roles = $1, "updatedAt" = now() where id = $2', [formatRoles(roles), id]);
}

/** Blocks (and logs out everywhere) or unblocks a user. */
export async function setBlockedById(pool: pg.Pool, id: string, blocked: boolean): Promise<void> {
  await pool.query('update auth."user" set blocked = $1, "updatedAt" = now() where id = $2', [blocked, id]);
  if (blocked) await pool.query('delete from auth."session" where "userId" = $1', [id]);
}

export async function countUsers(
  pool: pg.Pool,
  since: Date,
): Promise<{ total: number; recent: number; perDay: Array<{ day: string; count: number }> }> {
  const [total, perDay] = await Promise.all([
    pool.query<{ count: string }>('select count(*) as count from auth."user"'),
    pool.query<{ day: string; count: string }>(
      `select to_char(date_trunc('day', "createdAt" at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*) as count
       from auth."user" where "createdAt" >= $1 group by 1 order by 1`,
      [since],
    ),
  ]);
  const days = perDay.rows.map((r) => ({ day: r.day, count: Number(r.count) }));
  return { total: Number(total.rows[0]?.count ?? 0), recent: days.reduce((sum, d) => sum + d.count, 0), perDay: days };
}
