import { Link } from '../../../src/ui/link.client.tsx';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { safeRedirectPath } from '../services/safe-redirect.ts';
import { currentTermsVersion } from '../services/terms-version.ts';
import { Field, PostForm, SubmitButton } from '../../../src/ui/form.tsx';
import { accountsApi } from '../api-paths.ts';
import { AccountFormCard, accountFormState, NewPasswordFields } from './account-form-card.tsx';

/** register.index (guest only): name, email, password and its confirmation; new accounts are members. */
export async function RegisterPage({ locale, query }: RoutePageProps) {
  const { A, flash, errors, values } = await accountFormState(locale, 'register');
  const redirectTo = safeRedirectPath(new URLSearchParams(query).get('redirectTo'), '');
  // The versions of the terms linked below: consent is stored for these (the form refuses if they change meanwhile).
  const termsVersion = await currentTermsVersion(locale);
  return (
    <AccountFormCard locale={locale} route="register.index" title={A.register.title()} flash={flash}>
      <PostForm action={accountsApi.routes.register.href()} locale={locale} label={A.register.title()}>
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <input type="hidden" name="termsVersion" value={termsVersion} />
        <Field name="name" label={A.fields.name()} errors={errors} value={values.name} autoComplete="name" />
        <Field name="email" type="email" label={A.fields.email()} errors={errors} value={values.email} autoComplete="email" />
        <NewPasswordFields A={A} errors={errors} name="password" label={A.fields.password()} />
        <div className={errors.terms ? 'field-check field-invalid' : 'field-check'}>
          <input
            id="f-terms"
            name="terms"
            type="checkbox"
            value="yes"
            aria-describedby="f-terms-links"
            defaultChecked={values.terms === 'yes'}
          />
          <label htmlFor="f-terms">{A.register.acceptTerms()}</label>
        </div>
        <p id="f-terms-links" className="field-hint">
          <Link to={routePath(locale, 'terms.index')}>{A.register.termsLink()}</Link> ·{' '}
          <Link to={routePath(locale, 'privacy.index')}>{A.register.privacyLink()}</Link>
        </p>
        {errors.terms?.map((m) => (
          <p key={m} className="field-error">
            {m}
          </p>
        ))}
        <SubmitButton label={A.register.submit()} />
      </PostForm>
      <p>
        {A.register.haveAccount()} <Link to={routePath(locale, 'login.index')}>{A.register.login()}</Link>
      </p>
    </AccountFormCard>
  );
}
