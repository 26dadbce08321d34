import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters shared by every app replica (src/host/rate-limit.ts, rate-limiter-flexible's
 * PostgreSQL store: its own table layout, so no MikroORM entity; the host lists it as foreign).
 */
export class Migration20261130100000RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "rate_limit" (
      "key" varchar(255) primary key,
      "points" integer not null default 0,
      "expire" bigint
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit";`);
  }
}
