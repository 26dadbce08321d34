import { Hono } from 'hono';
import { requestEm } from '../../../src/db/orm.server.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { parseRoles } from '../../../src/auth/roles.ts';
import { sessionUser, type SessionUser } from '../auth/session.ts';
import { findAddress, findAvatar, saveAddress, saveAvatar } from '../data/address.repository.ts';
import { AVATAR_MAX_BYTES, sniffImageType } from '../services/avatar-file.ts';
import { isCountryCode } from '../services/countries.ts';
import { addressErrors } from '../services/address-messages.ts';
import { normalisePlace } from '../services/address-rules.ts';
import { fieldErrors, formRules } from '../services/form-schemas.ts';
import type { Flash } from '../../../src/host/forms/form-post.ts';
import { keptValues, readForm, statusMessage, type AccountsDeps, type FormCall } from './form-kit.ts';
import { NotFoundError, UnauthenticatedError } from '../../../src/lib/http-errors.ts';
import { PUBLIC_COURSES_HEADER } from '../auth/auth-server.ts';
import { exportPersonalData } from '../../../src/host/personal-data.ts';
import { deleteAccountMail, emailChangeNoticeMail } from '../mail/account-mails.ts';
import { createLimiter } from '../../../src/host/rate-limit.ts';
import type { AuthAnswer } from '../services/auth-gateway.ts';
import { createDeletionToken, DELETION_LINK_TTL_S, hasPassword } from '../services/deletion-link.ts';
import '../routes.ts';
import { accountsApi } from '../api-paths.ts';

interface ProfileForm {
  f: FormCall;
  user: SessionUser;
  done: (flash: Omit<Flash, 'form' | 'values'> & { values?: Record<string, string> }, cookies?: string[]) => Promise<Response>;
  values: Record<string, string>;
  headers: Headers;
}

/** Deletion links mailed per member: 3 an hour (each mail is a new link; older ones still work until they expire). */
const deletionMails = createLimiter({ name: 'account-deletion-mail', windowMs: 60 * 60_000, max: 3 });

/** better-auth's answer to a deletion, by password or by link: logged out with a notice, or why not. */
function deletionOutcome(f: FormCall, answer: AuthAnswer, done: ProfileForm['done']): Promise<Response> {
  if (answer.status === 200) {
    const text = f.LL.accounts.done.accountDeleted();
    return f.redirect(routePath(f.locale, 'login.index'), {
      cookies: answer.setCookies,
      flash: { form: 'login', errors: {}, values: {}, message: { kind: 'success', text } },
    });
  }
  if (answer.body.code === 'ACCOUNT_DELETION_BLOCKED' && typeof answer.body.message === 'string')
    return done({ errors: {}, message: { kind: 'error', text: f.LL.accounts.profile.deleteBlocked({ reason: answer.body.message }) } });
  return done({ errors: {}, message: { kind: 'error', text: statusMessage(f.LL, answer.status) } });
}

/** The profile page's forms, each posting to the route of its name. */
type ProfileFormName = 'profile' | 'address' | 'avatar' | 'password' | 'email' | 'verify-email' | 'delete' | 'delete-confirm';

/** The profile page's forms (auth only) and the avatar and profile reads. */
export function profileRoutes(deps: AccountsDeps) {
  const app = new Hono();

  // Each form: same-site check, then the session; a guest is sent to log in and come back. Its
  // answer shows in the profile's section `form` (the form's own name unless said).
  const handle = (name: ProfileFormName, run: (ctx: ProfileForm) => Promise<Response>, form: string = name) =>
    app.post(accountsApi.routes[name].pattern, async (c) => {
      const f = await readForm(c, deps);
      const user = await sessionUser(f.auth, c.req.raw.headers);
      const profile = routePath(f.locale, 'profile.index');
      if (!user) return f.redirect(`${routePath(f.locale, 'login.index')}?redirectTo=${encodeURIComponent(profile)}`);
      const done: ProfileForm['done'] = (flash, cookies = []) => f.redirect(profile, { cookies, flash: { form, values: {}, ...flash } });
      return run({ f, user, done, values: keptValues(f.fields), headers: c.req.raw.headers });
    });

  handle('profile', async ({ f, done, values }) => {
    const parsed = formRules(f.LL).profile.safeParse(f.fields);
    if (!parsed.success) return done({ errors: fieldErrors(parsed.error), values });
    const answer = await f.call('/update-user', { name: parsed.data.name });
    if (answer.status !== 200) return done({ errors: {}, values, message: { kind: 'error', text: statusMessage(f.LL, answer.status) } });
    return done({ errors: {}, message: { kind: 'success', text: f.LL.accounts.done.profileSaved() } }, answer.setCookies);
  });

  handle('address', async ({ f, user, done, values }) => {
    const parsed = formRules(f.LL).address.safeParse(f.fields);
    const E = f.LL.accounts.errors;
    if (!parsed.success) return done({ errors: fieldErrors(parsed.error), values });
    const address = normalisePlace(parsed.data);
    if (!isCountryCode(address.country))
      return done({ errors: { country: [E.invalid({ field: f.LL.accounts.fields.country() })] }, values });
    // The state must be the country's own, the postal code of the country's shape.
    const errors = addressErrors(address, f.locale);
    if (Object.keys(errors).length) return done({ errors, values });
    await saveAddress(requestEm(), user.id, address);
    return done({ errors: {}, message: { kind: 'success', text: f.LL.accounts.done.addressSaved() } });
  });

  handle('avatar', async ({ f, user, done }) => {
    const file = f.form.get('avatar');
    const E = f.LL.accounts.errors;
    if (!(file instanceof File) || file.size === 0)
      return done({ errors: { avatar: [E.required({ field: f.LL.accounts.fields.avatar() })] } });
    if (file.size > AVATAR_MAX_BYTES) return done({ errors: { avatar: [E.fileSize()] } });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) return done({ errors: { avatar: [E.fileType()] } });
    const saved = await saveAvatar(requestEm(), user.id, type, bytes);
    const image = accountsApi.routes.avatarImage.href({ userId: user.id }, { v: Date.parse(saved.updatedAt) });
    const answer = await f.call('/update-user', { image });
    return done({ errors: {}, message: { kind: 'success', text: f.LL.accounts.done.avatarSaved() } }, answer.setCookies);
  });

  handle('password', async ({ f, done }) => {
    const parsed = await formRules(f.LL).password.safeParseAsync(f.fields);
    if (!parsed.success) return done({ errors: fieldErrors(parsed.error) });
    const { currentPassword, newPassword } = parsed.data;
    // Other devices are logged out: a changed password usually means a worry about them.
    const answer = await f.call('/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
    if (answer.status === 200)
      return done({ errors: {}, message: { kind: 'success', text: f.LL.accounts.done.passwordChanged() } }, answer.setCookies);
    if (answer.status === 400) return done({ errors: { currentPassword: [f.LL.accounts.errors.wrongPassword()] } });
    return done({ errors: {}, message: { kind: 'error', text: statusMessage(f.LL, answer.status) } });
  });

  handle('email', async ({ f, user, done, values, headers }) => {
    const parsed = formRules(f.LL).email.safeParse(f.fields);
    if (!parsed.success) return done({ errors: fieldErrors(parsed.error), values });
    const { newEmail, currentPassword } = parsed.data;
    if (newEmail === user.email.toLowerCase()) return done({ errors: { newEmail: [f.LL.accounts.errors.sameEmail()] }, values });
    const check = await f.auth.api.verifyPassword({ headers, body: { password: currentPassword } }).then(
      () => true,
      () => false,
    );
    if (!check) return done({ errors: { currentPassword: [f.LL.accounts.errors.wrongPassword()] }, values });
    // The new address gets a confirmation link; nothing changes until it is opened.
    const answer = await f.call('/change-email', { newEmail, callbackURL: routePath(f.locale, 'profile.index') });
    if (answer.status !== 200) return done({ errors: {}, values, message: { kind: 'error', text: statusMessage(f.LL, answer.status) } });
    // The current address hears of it at once (also when the new one is taken: no enumeration).
    const origin = new URL(f.auth.options.baseURL as string).origin;
    await f.auth.mailer.send(
      emailChangeNoticeMail(f.locale, {
        to: user.email,
        name: user.name,
        newEmail,
        resetUrl: `${origin}${routePath(f.locale, 'forgotten-password.index')}`,
      }),
    );
    return done({ errors: {}, message: { kind: 'success', text: f.LL.accounts.done.emailConfirmationSent() } }, answer.setCookies);
  });

  // "Send the link again" (the banner of an unconfirmed member): the answer shows on the profile.
  handle('verify-email', async ({ f, user, done }) => {
    const V = f.LL.accounts.verification;
    if (user.emailVerified) return done({ errors: {}, message: { kind: 'success', text: V.already() } });
    const answer = await f.call('/send-verification-email', { email: user.email, callbackURL: routePath(f.locale, 'profile.index') });
    if (answer.status !== 200) return done({ errors: {}, message: { kind: 'error', text: statusMessage(f.LL, answer.status) } });
    return done({ errors: {}, message: { kind: 'success', text: V.sent() } });
  });

  // Deletion (issue 28): with the password, at once; a member who signs in only through a social
  // provider has none, so a one-time link mailed to their address opens the confirmation page.
  handle('delete', async ({ f, user, done, headers }) => {
    if (!(await hasPassword(f.auth, headers))) {
      const parsed = formRules(f.LL).remove.omit({ password: true }).safeParse(f.fields);
      if (!parsed.success) return done({ errors: fieldErrors(parsed.error) });
      const limit = await deletionMails.hit(user.id);
      if (!limit.allowed) return done({ errors: {}, message: { kind: 'error', text: f.LL.accounts.errors.tooMany() } });
      const token = await createDeletionToken(f.auth, user.id);
      const origin = new URL(f.auth.options.baseURL as string).origin;
      const url = `${origin}${routePath(f.locale, 'profile.delete', { token })}?courses=${parsed.data.publicCourses}`;
      const minutes = DELETION_LINK_TTL_S / 60;
      await f.auth.mailer.send(deleteAccountMail(f.locale, { to: user.email, name: user.name, url, minutes }));
      const text = f.LL.accounts.done.deleteLinkSent({ email: user.email, minutes: String(minutes) });
      return done({ errors: {}, message: { kind: 'success', text } });
    }
    const parsed = formRules(f.LL).remove.safeParse(f.fields);
    if (!parsed.success) return done({ errors: fieldErrors(parsed.error) });
    // Our erasure runs inside better-auth's deletion, after it checked the password (auth-server.ts).
    const answer = await f.call('/delete-user', { password: parsed.data.password }, { [PUBLIC_COURSES_HEADER]: parsed.data.publicCourses });
    if (answer.status === 400) return done({ errors: { password: [f.LL.accounts.errors.wrongPassword()] } });
    return deletionOutcome(f, answer, done);
  });

  // The mailed link's page posts here: better-auth consumes the token (one use, before it expires,
  // only for the session's own member) and runs the same erasure.
  handle(
    'delete-confirm',
    async ({ f, done }) => {
      const parsed = formRules(f.LL).removeByLink.safeParse(f.fields);
      const invalid = { errors: {}, message: { kind: 'error' as const, text: f.LL.accounts.errors.invalidDeleteLink() } };
      if (!parsed.success) return done(invalid);
      const answer = await f.call('/delete-user', { token: parsed.data.token }, { [PUBLIC_COURSES_HEADER]: parsed.data.publicCourses });
      if (answer.status === 404 || answer.status === 400) return done(invalid);
      return deletionOutcome(f, answer, done);
    },
    'delete',
  );

  app.get(accountsApi.routes.avatarImage.pattern, async (c) => {
    const avatar = await findAvatar(requestEm(), c.req.param('userId'));
    if (!avatar) throw new NotFoundError();
    return new Response(Buffer.from(avatar.data), {
      headers: {
        'Content-Type': avatar.contentType,
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  /**
   * Everything held about the member (issue 28): the account, its sessions and sign-in methods
   * from better-auth, then each module's section (src/host/personal-data.ts). A download, never cached.
   */
  app.get(accountsApi.routes.export.pattern, async (c) => {
    const auth = deps.auth();
    const headers = c.req.raw.headers;
    const user = await sessionUser(auth, headers);
    c.header('Cache-Control', 'no-store');
    if (!user) throw new UnauthenticatedError();
    const [sessions, accounts] = await Promise.all([auth.api.listSessions({ headers }), auth.api.listUserAccounts({ headers })]);
    const data = {
      exportedAt: new Date().toISOString(),
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image ?? null,
        roles: parseRoles(user.roles),
      },
      sessions: sessions.map((s) => ({
        createdAt: s.createdAt,
        expiresAt: s.expiresAt,
        ipAddress: s.ipAddress ?? null,
        userAgent: s.userAgent ?? null,
      })),
      signInMethods: accounts.map((a) => ({ provider: a.providerId, createdAt: a.createdAt })),
      ...(await exportPersonalData(requestEm(), user.id)),
    };
    c.header('Content-Disposition', `attachment; filename="paceband-data-${new Date().toISOString().slice(0, 10)}.json"`);
    return c.json(data);
  });

  /** SPEC 7 GET /api/profile: user, address, roles; 401 for a guest. */
  app.get(accountsApi.routes.profile.pattern, async (c) => {
    const user = await sessionUser(deps.auth(), c.req.raw.headers);
    c.header('Cache-Control', 'no-store');
    if (!user) throw new UnauthenticatedError();
    const address = await findAddress(requestEm(), user.id);
    return c.json({ user: { id: user.id, name: user.name, email: user.email, image: user.image }, address, roles: parseRoles(user.roles) });
  });

  return app;
}
