import { Link } from 'waku';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { PageHeader } from '../../../src/ui/page-header.client.tsx';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { accountsApi } from '../api-paths.ts';

/** forgotten-password.index (guest only): asks for the reset mail; the same answer for every address. */
export async function ForgottenPasswordPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const A = LL.accounts;
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'forgotten');
  return (
    <div className="card account-form">
      <PageHead locale={locale} route="forgotten-password.index" title={A.forgotten.title()} noindex />
      <PageHeader title={A.forgotten.title()} backLabel={LL.ui.back()} />
      <p>{A.forgotten.intro()}</p>
      <FormMessage flash={flash} />
      <PostForm action={accountsApi.routes.forgotPassword.href()} locale={locale} label={A.forgotten.title()}>
        <Field name="email" type="email" label={A.fields.email()} errors={errors} value={values.email} autoComplete="email" />
        <button className="btn" type="submit">
          {A.forgotten.submit()}
        </button>
      </PostForm>
      <p>
        <Link to={routePath(locale, 'login.index')}>{A.forgotten.backToLogin()}</Link>
      </p>
    </div>
  );
}

/** reset-password.index (guest only): the mailed link's token, a new password twice. */
export async function ResetPasswordPage({ locale, params }: RoutePageProps) {
  const LL = t(locale);
  const A = LL.accounts;
  const flash = await readFlash();
  const { errors } = formState(flash, 'reset');
  const token = params.token ?? '';
  return (
    <div className="card account-form">
      <PageHead locale={locale} route="reset-password.index" params={{ token }} title={A.reset.title()} noindex />
      <PageHeader title={A.reset.title()} backLabel={LL.ui.back()} />
      <FormMessage flash={flash} />
      <PostForm action={accountsApi.routes.resetPassword.href()} locale={locale} label={A.reset.title()}>
        <input type="hidden" name="token" value={token} />
        <Field
          name="password"
          type="password"
          label={A.fields.newPassword()}
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
        <button className="btn" type="submit">
          {A.reset.submit()}
        </button>
      </PostForm>
      <p>
        <Link to={routePath(locale, 'forgotten-password.index')}>{A.reset.askAgain()}</Link>
      </p>
    </div>
  );
}
