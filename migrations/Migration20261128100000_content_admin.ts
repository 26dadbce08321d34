import { Migration } from '@mikro-orm/migrations';

/** Contact messages (content module); the admin module's audit trail, kept logs and stats events. */
export class Migration20261128100000ContentAdmin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_message" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "email" varchar(254) not null,
      "subject" varchar(150) not null,
      "message" text not null,
      "link" varchar(300) null,
      "locale" varchar(2) not null,
      "user_id" varchar(64) null,
      "status" varchar(10) not null,
      "answer" text null,
      "answered_by" varchar(64) null,
      "answered_at" timestamptz null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "contact_message_status_index" on "contact_message" ("status");`);
    this.addSql(`create index "contact_message_created_at_index" on "contact_message" ("created_at");`);

    this.addSql(`create table "audit_entry" (
      "id" bigserial primary key,
      "at" timestamptz not null,
      "actor_id" varchar(64) not null,
      "actor_name" varchar(100) not null,
      "action" varchar(60) not null,
      "target" varchar(200) not null,
      "details" jsonb null
    );`);
    this.addSql(`create index "audit_entry_at_index" on "audit_entry" ("at");`);
    this.addSql(`create index "audit_entry_actor_id_index" on "audit_entry" ("actor_id");`);

    this.addSql(`create table "log_entry" (
      "id" bigserial primary key,
      "at" timestamptz not null,
      "level" smallint not null,
      "msg" text not null,
      "req_id" varchar(64) null,
      "user_id" varchar(64) null,
      "path" varchar(500) null,
      "data" jsonb not null
    );`);
    this.addSql(`create index "log_entry_at_index" on "log_entry" ("at");`);
    this.addSql(`create index "log_entry_level_index" on "log_entry" ("level");`);
    this.addSql(`create index "log_entry_req_id_index" on "log_entry" ("req_id");`);

    this.addSql(`create table "stat_event" (
      "id" bigserial primary key,
      "at" timestamptz not null,
      "kind" varchar(40) not null,
      "locale" varchar(2) null,
      "country" varchar(2) null,
      "amount" int null
    );`);
    this.addSql(`create index "stat_event_at_index" on "stat_event" ("at");`);
    this.addSql(`create index "stat_event_kind_index" on "stat_event" ("kind");`);
  }

  override async down(): Promise<void> {
    for (const table of ['stat_event', 'log_entry', 'audit_entry', 'contact_message'])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
