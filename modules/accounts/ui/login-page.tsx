import { Link } from '../../../src/ui/link.client.tsx';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { getAuth } from '../auth/auth-instance.server.ts';
import { SOCIAL_PROVIDERS } from '../auth/auth-config.ts';
import { safeRedirectPath } from '../services/safe-redirect.ts';
import { Field, PostForm, SubmitButton } from '../../../src/ui/form.tsx';
import { accountsApi } from '../api-paths.ts';
import { AccountFormCard, accountFormState } from './account-form-card.tsx';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

/** login.index (guest only): email and password, remember me, social buttons when configured. */
export async function LoginPage({ locale, query }: RoutePageProps) {
  const { A, flash, errors, values } = await accountFormState(locale, 'login');
  const params = new URLSearchParams(query);
  // Only a path on this site is kept (no open redirect); the handler checks it again.
  const redirectTo = safeRedirectPath(params.get('redirectTo'), '');
  // A sign-in through Google, Facebook or Apple that failed or was cancelled comes back here with
  // `?error=<code>` (better-auth's errorCallbackURL and errorURL): said, never the code itself.
  const shown =
    flash ??
    (params.has('error')
      ? { form: 'login', errors: {}, values: {}, message: { kind: 'error' as const, text: A.login.socialFailed() } }
      : null);
  const configured = getAuth().options.socialProviders as Record<string, unknown>;
  const providers = SOCIAL_PROVIDERS.filter((p) => configured[p]);
  return (
    <AccountFormCard locale={locale} route="login.index" title={A.login.title()} flash={shown}>
      <PostForm action={accountsApi.routes.login.href()} locale={locale} label={A.login.title()}>
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <Field name="email" type="email" label={A.fields.email()} errors={errors} value={values.email} autoComplete="email" />
        <Field name="password" type="password" label={A.fields.password()} errors={errors} autoComplete="current-password" />
        <div className="field-check">
          <input id="f-remember" name="remember" type="checkbox" defaultChecked={values.remember === 'on'} />
          <label htmlFor="f-remember">{A.fields.rememberMe()}</label>
        </div>
        <SubmitButton label={A.login.submit()} />
      </PostForm>
      <p>
        <Link to={routePath(locale, 'forgotten-password.index')}>{A.login.forgot()}</Link>
      </p>
      <p>
        {A.login.noAccount()}{' '}
        <Link
          to={
            redirectTo
              ? `${routePath(locale, 'register.index')}?redirectTo=${encodeURIComponent(redirectTo)}`
              : routePath(locale, 'register.index')
          }
        >
          {A.login.register()}
        </Link>
      </p>
      {providers.length > 0 && <p className="muted">{A.login.or()}</p>}
      {providers.map((provider) => (
        <PostForm key={provider} action={accountsApi.routes.social.href({ provider })} locale={locale}>
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <SubmitButton className="btn btn-secondary" label={A.login.withProvider({ provider: PROVIDER_NAMES[provider] })} />
        </PostForm>
      ))}
    </AccountFormCard>
  );
}
