/**
 * better-auth keeps its tables in the PostgreSQL schema `auth` (created by the accounts module at
 * start). They are not MikroORM entities, so schema diffs and generated migrations skip them.
 */
export const AUTH_TABLES: RegExp[] = [/^auth\./, /^(user|session|account|verification)$/];
