import { Link } from 'waku';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { PageHeader } from '../../../src/ui/page-header.client.tsx';
import { safeRedirectPath } from '../services/safe-redirect.ts';
import { currentTermsVersion } from '../services/terms-version.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { accountsApi } from '../api-paths.ts';

/** register.index (guest only): name, email, password and its confirmation; new accounts are members. */
export async function RegisterPage({ locale, query }: RoutePageProps) {
  const LL = t(locale);
  const A = LL.accounts;
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'register');
  const redirectTo = safeRedirectPath(new URLSearchParams(query).get('redirectTo'), '');
  // The versions of the terms linked below: consent is stored for these (the form refuses if they change meanwhile).
  const termsVersion = await currentTermsVersion(locale);
  return (
    <div className="card account-form">
      <PageHead locale={locale} route="register.index" title={A.register.title()} noindex />
      <PageHeader title={A.register.title()} backLabel={LL.ui.back()} />
      <FormMessage flash={flash} />
      <PostForm action={accountsApi.routes.register.href()} locale={locale} label={A.register.title()}>
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <input type="hidden" name="termsVersion" value={termsVersion} />
        <Field name="name" label={A.fields.name()} errors={errors} value={values.name} autoComplete="name" />
        <Field name="email" type="email" label={A.fields.email()} errors={errors} value={values.email} autoComplete="email" />
        <Field
          name="password"
          type="password"
          label={A.fields.password()}
          errors={errors}
          autoComplete="new-password"
          hint={A.register.passwordHint()}
        />
        <Field
          name="passwordConfirmation"
          type="password"
          label={A.fields.passwordConfirmation()}
          errors={errors}
          autoComplete="new-password"
        />
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
        <button className="btn" type="submit">
          {A.register.submit()}
        </button>
      </PostForm>
      <p>
        {A.register.haveAccount()} <Link to={routePath(locale, 'login.index')}>{A.register.login()}</Link>
      </p>
    </div>
  );
}
