import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parseRoles } from '../../../src/auth/roles.ts';
import { countryGroupOf } from '../../../src/lib/countries.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { isLocale, negotiateLocale, type Locale } from '../../../src/i18n/locales.ts';
import {
  type AppError,
  BadRequestError,
  ForbiddenError,
  InternalError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from '../../../src/lib/http-errors.ts';
import { TERMS_VERSION_HEADER, type Auth } from '../auth/auth-server.ts';
import { sessionUser, type SessionUser } from '../auth/session.ts';
import { findAddress } from '../data/address.repository.ts';
import type { AddressDto } from '../data/account.dto.ts';
import { t, type Translator } from '../locales/messages.ts';
import { callAuth, type AuthAnswer } from '../services/auth-gateway.ts';
import { fieldErrors, formRules } from '../services/form-schemas.ts';
import { clientIp } from '../services/request-checks.ts';
import { consentErrors, currentTermsVersion } from '../services/terms-version.ts';
import type { AccountsDeps } from './form-kit.ts';

/**
 * SPEC 7's JSON calls for the mobile app (and any script): the same better-auth sessions as the
 * HTML forms, through the same gateway, rules and messages. The host applies its same-origin check
 * to every POST here (src/host/api.ts); errors are typed and answered as `{ message, errors }`.
 * Field names follow SPEC 7 (`password_confirmation`, `remember-me`).
 */

/** SPEC 7 names ↔ the forms' names. */
const TO_FORM: Record<string, string> = { password_confirmation: 'passwordConfirmation', 'remember-me': 'remember' };
const TO_SPEC: Record<string, string> = { passwordConfirmation: 'password_confirmation', newPassword: 'password' };

interface AppCall {
  locale: Locale;
  LL: Translator;
  fields: Record<string, string>;
  auth: Auth;
  call(endpoint: string, body: Record<string, unknown> | null, headers?: Record<string, string>): Promise<AuthAnswer>;
}

/** The caller's language: `lang` in the body or query, else the lang cookie and Accept-Language. */
function localeOf(c: Context, fromBody: string | undefined): Locale {
  const asked = fromBody ?? c.req.query('lang');
  return isLocale(asked) ? asked : negotiateLocale(getCookie(c, 'lang'), c.req.header('accept-language'));
}

/** JSON or a form body, as strings; booleans become 'on'/'' like a checkbox. */
async function readBody(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  let raw: Record<string, unknown> = {};
  try {
    // Many mobile HTTP libraries send a JSON content type with no body at all (a logout): that is {}.
    if (type.includes('application/json')) {
      const text = await c.req.text();
      raw = (text.trim() === '' ? {} : (JSON.parse(text) ?? {})) as Record<string, unknown>;
    } else if (type.includes('form')) raw = Object.fromEntries((await c.req.formData()).entries());
  } catch {
    throw new BadRequestError();
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new BadRequestError();
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = TO_FORM[key] ?? key;
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'boolean') fields[name] = value ? 'on' : '';
    else if (typeof value === 'number') fields[name] = String(value);
  }
  if (fields.remember === 'true' || fields.remember === '1') fields.remember = 'on';
  return fields;
}

function specErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([key, list]) => [TO_SPEC[key] ?? key, list]));
}

/** A better-auth refusal that is not about a field: limits and refusals keep their status. */
function refusal(LL: Translator, answer: AuthAnswer): AppError {
  const { status } = answer;
  if (status === 429) return new TooManyRequestsError(answer.retryAfterSeconds, LL.accounts.errors.tooMany());
  if (status === 403) return new ForbiddenError(LL.accounts.errors.forbidden());
  return status >= 500 ? new InternalError(LL.errors.generic()) : new BadRequestError(LL.errors.generic());
}

function withCookies(c: Context, cookies: string[]): void {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  c.header('Cache-Control', 'no-store');
}

/**
 * The address as SPEC (data model, "Address") names it: stateId, countryId and country_code, the
 * shipping-price group (CA, US or other); `unit` is ours (SPEC folds it into the street).
 */
function specAddress(address: AddressDto | null) {
  if (!address) return null;
  return {
    recipient: address.recipient,
    street: address.street,
    unit: address.unit,
    city: address.city,
    zip: address.zip,
    stateId: address.state,
    countryId: address.country,
    country_code: countryGroupOf(address.country),
  };
}

async function profileOf(user: Pick<SessionUser, 'id' | 'name' | 'email' | 'image' | 'roles'>) {
  const address = specAddress(await findAddress(requestEm(), user.id));
  return {
    user: { id: user.id, name: user.name, email: user.email, image: user.image ?? null },
    address,
    roles: parseRoles(user.roles),
  };
}

/** SPEC 7: /login, /logout, /profile, /register, /forgot-password, /reset-password under /api. */
export function appRoutes(deps: AccountsDeps) {
  const start = async (c: Context): Promise<AppCall> => {
    const auth = deps.auth();
    const fields = c.req.method === 'GET' ? {} : await readBody(c);
    const locale = localeOf(c, fields.lang);
    const ip = clientIp(c);
    return {
      locale,
      LL: t(locale),
      fields,
      auth,
      call: (endpoint, body, headers) =>
        callAuth(auth, endpoint, body, { request: c.req.raw, ip, locale, ...(headers ? { headers } : {}) }),
    };
  };

  return new Hono()
    .post('/login', async (c) => {
      const a = await start(c);
      const parsed = formRules(a.LL).login.safeParse(a.fields);
      if (!parsed.success) throw new ValidationError(specErrors(fieldErrors(parsed.error)));
      const answer = await a.call('/sign-in/email', {
        email: parsed.data.email,
        password: parsed.data.password,
        rememberMe: parsed.data.remember === 'on',
      });
      // One message whatever was wrong: no hint whether the address has an account.
      if (answer.status === 401) throw new UnauthenticatedError(a.LL.accounts.errors.invalidCredentials());
      if (answer.status !== 200) throw refusal(a.LL, answer);
      const user = answer.body.user as SessionUser;
      withCookies(c, answer.setCookies);
      return c.json({ error: null, ...(await profileOf(user)) });
    })
    .post('/logout', async (c) => {
      const a = await start(c);
      const answer = await a.call('/sign-out', null);
      withCookies(c, answer.setCookies);
      return c.json({ message: a.LL.accounts.done.loggedOut() });
    })
    .get('/profile', async (c) => {
      const user = await sessionUser(deps.auth(), c.req.raw.headers);
      c.header('Cache-Control', 'no-store');
      if (!user) throw new UnauthenticatedError();
      return c.json(await profileOf(user));
    })
    .post('/register', async (c) => {
      const a = await start(c);
      const parsed = await formRules(a.LL).register.safeParseAsync(a.fields);
      // Consent, stored like the web form's (time and version): SPEC 7's call has no box, the app
      // shows the terms beside its button, so signing up accepts the versions published now in the
      // caller's language. An app that sends `terms: false`, or the `termsVersion` it displayed
      // when the team has published another since, is refused as the form would be.
      const termsVersion = await currentTermsVersion(a.locale);
      const consent = consentErrors(a.LL.accounts.errors, { accepted: a.fields.terms !== '', shown: a.fields.termsVersion }, termsVersion);
      if (!parsed.success || consent.terms)
        throw new ValidationError(specErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...consent }));
      const { name, email, password } = parsed.data;
      const answer = await a.call('/sign-up/email', { name, email, password, rememberMe: true }, { [TERMS_VERSION_HEADER]: termsVersion });
      if (answer.status === 422) throw new ValidationError({ email: [a.LL.accounts.errors.emailTaken()] });
      if (answer.status !== 200) throw refusal(a.LL, answer);
      withCookies(c, answer.setCookies);
      // The stored user, never the passwords; new accounts are members (SPEC 4).
      const user = answer.body.user as SessionUser;
      return c.json({ message: a.LL.accounts.done.registered({ name, email }), ...(await profileOf(user)) }, 201);
    })
    .post('/forgot-password', async (c) => {
      const a = await start(c);
      const parsed = formRules(a.LL).forgotten.safeParse(a.fields);
      if (!parsed.success) throw new ValidationError(specErrors(fieldErrors(parsed.error)));
      const answer = await a.call('/request-password-reset', { email: parsed.data.email });
      if (answer.status !== 200) throw refusal(a.LL, answer);
      // Same answer for known and unknown addresses.
      return c.json({ data: { type: 'success', message: a.LL.accounts.done.resetSent() } });
    })
    .post('/reset-password', async (c) => {
      const a = await start(c);
      const parsed = await formRules(a.LL).reset.safeParseAsync(a.fields);
      if (!parsed.success) throw new ValidationError(specErrors(fieldErrors(parsed.error)));
      const answer = await a.call('/reset-password', { token: parsed.data.token, newPassword: parsed.data.password });
      if (answer.status === 400) throw new ValidationError({ token: [a.LL.accounts.errors.invalidToken()] });
      if (answer.status !== 200) throw refusal(a.LL, answer);
      return c.json({ data: { type: 'success', message: a.LL.accounts.done.passwordReset() } });
    });
}
