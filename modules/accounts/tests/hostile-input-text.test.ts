/**
 * Issue 28: a NUL in a text field was a 500 from PostgreSQL, and names and address lines could
 * carry line breaks into mails and printed labels. Single-line fields lose their control
 * characters (line breaks and tabs become a space).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { findAddress } from '../data/address.repository.ts';
import { accountsHarness, signUpForm } from './account-harness.ts';

const orm = useTestDatabase();
const h = accountsHarness(orm);
afterAll(() => h.close());

const flashOf = (response: Response) => takeFlash(orm().em.fork(), flashIdFrom(response.headers.getSetCookie().join('; ')));

async function user(email: string): Promise<{ id: string; name: string }> {
  const rows = await orm()
    .em.getConnection()
    .execute<Array<{ id: string; name: string }>>('select id, name from auth."user" where email = ?', [email]);
  return rows[0]!;
}

describe('account texts with control characters', () => {
  it('register, profile and address keep one line without controls, never a 500', async () => {
    const registered = await h.post('/register', signUpForm('en', 'Nina\u0000\r\nBEGIN:VALARM', 'nina@example.com', 'sunday-river-42'));
    expect(registered.status).toBe(303);
    expect((await user('nina@example.com')).name).toBe('Nina BEGIN:VALARM');

    const profile = await h.post('/profile', { locale: 'en', name: '\u0000Nina\tRunner\u0007' });
    expect(profile.status).toBe(303);
    expect((await flashOf(profile))?.errors).toEqual({});
    expect((await user('nina@example.com')).name).toBe('Nina Runner');

    const address = await h.post('/address', {
      locale: 'en',
      recipient: 'Nina\u0000 Runner',
      street: '1 Main St\r\nApt 2',
      unit: '\u0000',
      city: 'Lyon\u0085',
      zip: '69001\u0000',
      state: '',
      country: 'FR',
    });
    expect(address.status).toBe(303);
    expect((await flashOf(address))?.errors).toEqual({});
    const { id } = await user('nina@example.com');
    expect(await findAddress(orm().em.fork(), id)).toMatchObject({
      recipient: 'Nina Runner',
      street: '1 Main St Apt 2',
      unit: null,
      city: 'Lyon',
      zip: '69001',
    });
  });

  it('a name of controls only is required, like an empty one', async () => {
    const answer = await h.post('/profile', { locale: 'en', name: '\u0000\r\n' });
    expect(answer.status).toBe(303);
    expect(Object.keys((await flashOf(answer))?.errors ?? {})).toEqual(['name']);
  });

  it('an email address with a control character is refused, not changed', async () => {
    const answer = await h.post('/forgot-password', { locale: 'en', email: 'ni\u0000na@example.com' });
    expect(answer.status).toBe(303);
    expect(Object.keys((await flashOf(answer))?.errors ?? {})).toEqual(['email']);
  });
});
