import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_PARTS } from '../../../src/composition.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { accountsHarness, signUpForm } from './account-harness.ts';

/**
 * Issue 28, High 1: a stolen session cookie alone neither changes the email nor deletes the
 * account; deletion (with the password) erases or de-identifies what every module holds, and the
 * export lists it first.
 */
const orm = useTestDatabase();
const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  orm().em.getConnection().execute<T[]>(query, params);

async function member(h: ReturnType<typeof accountsHarness>, email: string): Promise<string> {
  const password = 'quiet-lantern-88';
  const response = await h.post('/register', signUpForm('en', 'Ann Runner', email, password));
  expect(response.status).toBe(303);
  const profile = (await (await h.get('/account/profile')).json()) as { user: { id: string } };
  return profile.user.id;
}

/** One row in each module's tables for the member: bands, courses, a message, a proposed race, orders. */
async function giveData(userId: string, email: string) {
  // The demo data of every module (courses, races), then the member's own rows in each.
  await DATABASE_PARTS.seed(() => orm().em.fork());
  await sql(`update course set owner_id = ?, status = 'private' where slug = 'granada'`, [userId]);
  await sql(`update course set owner_id = ?, status = 'public' where slug = 'boston'`, [userId]);
  await sql(
    `insert into saved_band (id, owner_id, title, definition, created_at, updated_at) values (?, ?, 'Boston A', '{"title":"Ann"}', now(), now())`,
    [randomUUID(), userId],
  );
  await sql(
    `insert into band_snapshot (id, owner_id, course_title, definition, plans, chart, created_at) values (?, ?, 'Granada', '{}', '[]', '{}', now())`,
    [randomUUID(), userId],
  );
  await sql(
    `insert into contact_message (name, email, subject, message, locale, user_id, status, created_at) values ('Ann Runner', ?, 'Hello', 'My band', 'en', ?, 'new', now())`,
    [email, userId],
  );
  await sql(`update race_event set proposed_by = ? where id = (select id from race_event order by id limit 1)`, [userId]);
  const address = JSON.stringify({
    recipient: 'Ann Runner',
    street: '1 Main St',
    unit: null,
    city: 'Ottawa',
    zip: 'K1A 0B1',
    state: 'ON',
    country: 'CA',
  });
  const order = async (status: string) => {
    const id = randomUUID();
    await sql(
      `insert into commerce_order (id, kind, user_id, email, buyer_name, locale, status, currency, quantity, unit_price, regular_unit_price,
        subtotal, regular_subtotal, shipping, discount, total, shipping_address, country_group, comment, created_at, updated_at)
       values (?, 'bands', ?, ?, 'Ann Runner', 'en', ?, 'CAD', 1, 500, 500, 500, 500, 300, 0, 800, ?, 'CA', 'Door code 12', now(), now())`,
      [id, userId, email, status, address],
    );
    await sql(
      `insert into commerce_order_line (order_id, position, title, definition, quantity, unit_price) values (?, 0, 'Ann - Boston', '{}', 1, 500)`,
      [id],
    );
    return id;
  };
  return { paid: await order('charged'), open: await order('initial') };
}

interface Exported {
  account: unknown;
  sessions: unknown[];
  signInMethods: unknown[];
  accounts: unknown;
  'band-builder': { savedBands: unknown[]; sharedSnapshots: unknown[] };
  courses: { courses: Array<{ slug: string }> };
  content: { contactMessages: unknown[] };
  calendar: { proposedRaces: unknown[] };
  commerce: { orders: unknown[] };
}

const flashOf = async (response: Response) =>
  takeFlash(orm().em.fork(), flashIdFrom(response.headers.getSetCookie().join('; ').replace(/,/g, ';')));

describe('a stolen session cannot take the account over', () => {
  const h = accountsHarness(orm);
  afterAll(() => h.close());

  it("reaches none of better-auth's account endpoints directly, whatever the spelling", async () => {
    await member(h, 'ann@example.com');
    const attempts: Array<[string, unknown]> = [
      ['/auth/change-email', { newEmail: 'thief@example.com' }],
      ['/auth/delete-user', {}],
      ['/auth/update-user', { name: 'x'.repeat(200_000) }],
      ['/auth/change-password', { currentPassword: 'a', newPassword: 'b'.repeat(10) }],
      ['/auth/revoke-sessions', {}],
      ['/auth/sign-up/email', { name: 'y'.repeat(200_000), email: 'long@example.com', password: 'quiet-lantern-89' }],
      ['/auth/delete-user/', {}],
      ['/auth//delete-user', {}],
      ['/auth/%64elete-user', {}],
      ['/auth/callback/../delete-user', {}],
    ];
    for (const [path, json] of attempts) expect((await h.send(path, { json })).status, path).toBe(404);
    for (const path of ['/auth/get-session', '/auth/list-sessions', '/auth/delete-user/callback?token=x'])
      expect((await h.send(path)).status, path).toBe(404);
    const profile = (await (await h.get('/account/profile')).json()) as { user: { email: string; name: string } };
    expect(profile.user).toMatchObject({ email: 'ann@example.com', name: 'Ann Runner' });
    expect(await sql(`select count(*)::int as n from auth."user" where email = 'long@example.com'`)).toEqual([{ n: 0 }]);
  });

  it('keeps the email change and the deletion behind the password', async () => {
    const change = await flashOf(await h.post('/email', { locale: 'en', newEmail: 'thief@example.com', currentPassword: 'guessing-1234' }));
    expect(change?.errors.currentPassword?.[0]).toBe('The current password is wrong.');
    const remove = await flashOf(await h.post('/delete', { locale: 'en', password: 'guessing-1234', confirm: 'yes' }));
    expect(remove?.errors.password?.[0]).toBe('The current password is wrong.');
    expect(await sql(`select count(*)::int as n from auth."user" where email = 'ann@example.com'`)).toEqual([{ n: 1 }]);
  });
});

describe("a member's data: export, then deletion through every module", () => {
  const h = accountsHarness(orm);
  afterAll(() => h.close());
  let userId = '';
  let orders: { paid: string; open: string };

  it('exports everything held about the member as a JSON download', async () => {
    userId = await member(h, 'bea@example.com');
    orders = await giveData(userId, 'bea@example.com');
    const response = await h.get('/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="paceband-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as Exported;
    expect(data.account).toMatchObject({ id: userId, email: 'bea@example.com', name: 'Ann Runner', roles: ['member'] });
    expect(data.sessions).toHaveLength(1);
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(data['band-builder'].savedBands).toEqual([expect.objectContaining({ name: 'Boston A', definition: { title: 'Ann' } })]);
    expect(data['band-builder'].sharedSnapshots).toHaveLength(1);
    expect(data.courses.courses.map((c) => c.slug).sort()).toEqual(['boston', 'granada']);
    expect(data.content.contactMessages).toEqual([expect.objectContaining({ subject: 'Hello', message: 'My band' })]);
    expect(data.calendar.proposedRaces).toHaveLength(1);
    expect(data.commerce.orders).toHaveLength(2);
    expect(data.commerce.orders[0]).toMatchObject({ number: expect.stringMatching(/^PB-\d{6}$/), shippingAddress: { city: 'Ottawa' } });
    expect(data.accounts).toEqual({ address: null, avatar: null });
  });

  it('refuses the export to a guest', async () => {
    const guest = accountsHarness(orm);
    expect((await guest.get('/account/export')).status).toBe(401);
    await guest.close();
  });

  it('waits for an order being prepared, and keeps everything meanwhile', async () => {
    const answer = await flashOf(
      await h.post('/delete', { locale: 'fr', password: 'quiet-lantern-88', confirm: 'yes', publicCourses: 'delete' }),
    );
    expect(answer?.message?.kind).toBe('error');
    expect(answer?.message?.text).toMatch(/^Votre compte n’a pas pu être supprimé : Votre commande PB-\d{6} est en préparation/);
    expect(await sql(`select count(*)::int as n from saved_band where owner_id = ?`, [userId])).toEqual([{ n: 1 }]);
    expect((await h.get('/account/profile')).status).toBe(200);
  });

  it('once it has shipped, erases or de-identifies everything, in every module', async () => {
    await sql(`update commerce_order set status = 'mailed' where id = ?`, [orders.paid]);
    const done = await h.post('/delete', { locale: 'en', password: 'quiet-lantern-88', confirm: 'yes', publicCourses: 'delete' });
    expect((await flashOf(done))?.message?.text).toBe('Your account has been deleted.');
    const count = async (query: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${query}`, [userId]))[0]!.n);
    expect(await count(`auth."user" where id = ?`)).toBe(0);
    expect(await count(`auth.session where "userId" = ?`)).toBe(0);
    expect(await count(`saved_band where owner_id = ?`)).toBe(0);
    expect(await count(`band_snapshot where owner_id = ?`)).toBe(0);
    expect(await count(`contact_message where user_id = ?`)).toBe(0);
    expect(await count(`race_event where proposed_by = ?`)).toBe(0);
    expect(await count(`course where owner_id = ?`)).toBe(0);
    const courses = await sql<{ slug: string; deleted: boolean }>(
      `select slug, deleted_at is not null as deleted from course where slug in ('boston', 'granada')`,
    );
    // The private course is gone; the public one, chosen "delete", is soft-deleted (others' bands still resolve it).
    expect(courses).toEqual([{ slug: 'boston', deleted: true }]);
    const kept = await sql<Record<string, unknown>>(
      `select id, status, user_id, email, buyer_name, shipping_address, comment, total, country_group from commerce_order where id in (?, ?) order by number`,
      [orders.paid, orders.open],
    );
    // Both orders kept for the accounts, with nothing left that names the member.
    const anonymous = {
      user_id: null,
      email: null,
      buyer_name: null,
      shipping_address: null,
      comment: null,
      total: 800,
      country_group: 'CA',
    };
    expect(kept).toEqual([
      { id: orders.paid, status: 'mailed', ...anonymous },
      { id: orders.open, status: 'canceled', ...anonymous },
    ]);
    expect(await sql(`select distinct title from commerce_order_line where order_id in (?, ?)`, [orders.paid, orders.open])).toEqual([
      { title: '' },
    ]);
  });

  it('leaves public courses on the site without their maker when asked to', async () => {
    const other = accountsHarness(orm);
    const id = await member(other, 'cy@example.com');
    await sql(`update course set owner_id = ?, status = 'public' where slug = 'berlin'`, [id]);
    const done = await other.post('/delete', { locale: 'en', password: 'quiet-lantern-88', confirm: 'yes', publicCourses: 'anonymise' });
    expect((await flashOf(done))?.message?.text).toBe('Your account has been deleted.');
    expect(await sql(`select owner_id, deleted_at from course where slug = 'berlin'`)).toEqual([{ owner_id: null, deleted_at: null }]);
    await other.close();
  });
});
