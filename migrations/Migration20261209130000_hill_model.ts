import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27 point 3 "My hills": a member's own hill model, one per member. Only the fitted factor
 * and the stretches behind it per 1 % of grade are kept (jsonb), never a position or a time of the runs.
 * (Written by `npm run db:migrate -- --create hill_model`.)
 */
export class Migration20261209130000HillModel extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "hill_model" ("owner_id" varchar(64) not null, "factors" jsonb not null, "runs" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("owner_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "hill_model" cascade;`);
  }
}
