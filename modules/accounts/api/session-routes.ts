import { recordEvent } from '../../../src/host/events.ts';
import { Hono } from 'hono';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../auth/auth-config.ts';
import { TERMS_VERSION_HEADER } from '../auth/auth-server.ts';
import { consentErrors, currentTermsVersion } from '../services/terms-version.ts';
import { fieldErrors, formRules } from '../services/form-schemas.ts';
import { safeRedirectPath } from '../services/safe-redirect.ts';
import { keptValues, readForm, statusMessage, type AccountsDeps } from './form-kit.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { accountsApi } from '../api-paths.ts';

export interface SessionDeps extends AccountsDeps {
  /** Where a user lands after logging in without redirectTo: build, or home until build exists. */
  landing: (locale: Locale) => string;
}

const withRedirect = (path: string, redirectTo: string | undefined) =>
  redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

/** Register, log in and out, forgotten and reset password: plain HTML forms, POST-redirect-GET. */
export function sessionRoutes(deps: SessionDeps) {
  return new Hono()
    .post(accountsApi.routes.login.pattern, async (c) => {
      const f = await readForm(c, deps);
      const redirectTo = safeRedirectPath(f.fields.redirectTo, '') || undefined;
      const back = withRedirect(routePath(f.locale, 'login.index'), redirectTo);
      const values = keptValues(f.fields);
      const parsed = formRules(f.LL).login.safeParse(f.fields);
      if (!parsed.success) return f.redirect(back, { flash: { form: 'login', errors: fieldErrors(parsed.error), values } });
      const answer = await f.call('/sign-in/email', {
        email: parsed.data.email,
        password: parsed.data.password,
        rememberMe: parsed.data.remember === 'on',
      });
      if (answer.status === 200) return f.redirect(redirectTo ?? deps.landing(f.locale), { cookies: answer.setCookies });
      // One message whatever was wrong: no hint whether the address has an account.
      const text = answer.status === 401 ? f.LL.accounts.errors.invalidCredentials() : statusMessage(f.LL, answer.status);
      return f.redirect(back, { flash: { form: 'login', errors: {}, values, message: { kind: 'error', text } } });
    })
    .post(accountsApi.routes.register.pattern, async (c) => {
      const f = await readForm(c, deps);
      const redirectTo = safeRedirectPath(f.fields.redirectTo, '') || undefined;
      const back = withRedirect(routePath(f.locale, 'register.index'), redirectTo);
      const values = keptValues(f.fields);
      const parsed = await formRules(f.LL).register.safeParseAsync(f.fields);
      // Consent to the terms and the privacy notice: the form's own box (the mobile app's SPEC 7 call has none),
      // given to the versions the form showed; if the team published another since, the member reads and ticks again.
      const termsVersion = await currentTermsVersion(f.locale);
      const consent = consentErrors(
        f.LL.accounts.errors,
        { accepted: f.fields.terms === 'yes', shown: f.fields.termsVersion },
        termsVersion,
      );
      const changed = f.fields.terms === 'yes' && consent.terms !== undefined;
      if (!parsed.success || Object.keys(consent).length > 0)
        return f.redirect(back, {
          flash: {
            form: 'register',
            errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...consent },
            values: changed ? { ...values, terms: '' } : values,
          },
        });
      const { name, email, password } = parsed.data;
      // The confirmation link mailed at sign-up brings the member back to their profile.
      const callbackURL = routePath(f.locale, 'profile.index');
      const answer = await f.call(
        '/sign-up/email',
        { name, email, password, rememberMe: true, callbackURL },
        { [TERMS_VERSION_HEADER]: termsVersion },
      );
      if (answer.status === 200) {
        await recordEvent('signUp', { locale: f.locale, headers: c.req.raw.headers });
        const text = f.LL.accounts.done.registered({ name, email });
        return f.redirect(redirectTo ?? deps.landing(f.locale), {
          cookies: answer.setCookies,
          flash: { form: 'register', errors: {}, values: {}, message: { kind: 'success', text } },
        });
      }
      if (answer.status === 422) {
        return f.redirect(back, { flash: { form: 'register', errors: { email: [f.LL.accounts.errors.emailTaken()] }, values } });
      }
      return f.redirect(back, {
        flash: { form: 'register', errors: {}, values, message: { kind: 'error', text: statusMessage(f.LL, answer.status) } },
      });
    })
    .post(accountsApi.routes.logout.pattern, async (c) => {
      const f = await readForm(c, deps);
      const answer = await f.call('/sign-out', null);
      const text = f.LL.accounts.done.loggedOut();
      return f.redirect(routePath(f.locale, 'login.index'), {
        cookies: answer.setCookies,
        flash: { form: 'login', errors: {}, values: {}, message: { kind: 'success', text } },
      });
    })
    .post(accountsApi.routes.forgotPassword.pattern, async (c) => {
      const f = await readForm(c, deps);
      const back = routePath(f.locale, 'forgotten-password.index');
      const values = keptValues(f.fields);
      const parsed = formRules(f.LL).forgotten.safeParse(f.fields);
      if (!parsed.success) return f.redirect(back, { flash: { form: 'forgotten', errors: fieldErrors(parsed.error), values } });
      const answer = await f.call('/request-password-reset', { email: parsed.data.email });
      // Same answer for known and unknown addresses (the mail goes out in the background).
      const message =
        answer.status === 200
          ? { kind: 'success' as const, text: f.LL.accounts.done.resetSent() }
          : { kind: 'error' as const, text: statusMessage(f.LL, answer.status) };
      return f.redirect(back, { flash: { form: 'forgotten', errors: {}, values: message.kind === 'error' ? values : {}, message } });
    })
    .post(accountsApi.routes.resetPassword.pattern, async (c) => {
      const f = await readForm(c, deps);
      const token = (f.fields.token ?? '').slice(0, 200);
      const back = token ? routePath(f.locale, 'reset-password.index', { token }) : routePath(f.locale, 'forgotten-password.index');
      const parsed = await formRules(f.LL).reset.safeParseAsync(f.fields);
      if (!parsed.success) return f.redirect(back, { flash: { form: 'reset', errors: fieldErrors(parsed.error), values: {} } });
      const answer = await f.call('/reset-password', { token: parsed.data.token, newPassword: parsed.data.password });
      if (answer.status === 200) {
        const text = f.LL.accounts.done.passwordReset();
        return f.redirect(routePath(f.locale, 'login.index'), {
          flash: { form: 'login', errors: {}, values: {}, message: { kind: 'success', text } },
        });
      }
      const text = answer.status === 400 ? f.LL.accounts.errors.invalidToken() : statusMessage(f.LL, answer.status);
      return f.redirect(back, { flash: { form: 'reset', errors: {}, values: {}, message: { kind: 'error', text } } });
    })
    .post(accountsApi.routes.social.pattern, async (c) => {
      const f = await readForm(c, deps);
      const provider = c.req.param('provider') as SocialProvider;
      const login = routePath(f.locale, 'login.index');
      if (!SOCIAL_PROVIDERS.includes(provider) || !(f.auth.options.socialProviders as Record<string, unknown>)[provider])
        throw new NotFoundError();
      const callbackURL = safeRedirectPath(f.fields.redirectTo, deps.landing(f.locale));
      const answer = await f.call('/sign-in/social', { provider, callbackURL, errorCallbackURL: login, newUserCallbackURL: callbackURL });
      if (answer.status === 200 && typeof answer.body.url === 'string') return f.redirect(answer.body.url, { cookies: answer.setCookies });
      return f.redirect(login, {
        flash: { form: 'login', errors: {}, values: {}, message: { kind: 'error', text: statusMessage(f.LL, answer.status) } },
      });
    });
}
