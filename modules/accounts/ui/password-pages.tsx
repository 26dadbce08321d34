import { Link } from '../../../src/ui/link.client.tsx';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { Field, PostForm, SubmitButton } from '../../../src/ui/form.tsx';
import { accountsApi } from '../api-paths.ts';
import { AccountFormCard, accountFormState, NewPasswordFields } from './account-form-card.tsx';

/** forgotten-password.index (guest only): asks for the reset mail; the same answer for every address. */
export async function ForgottenPasswordPage({ locale }: RoutePageProps) {
  const { A, flash, errors, values } = await accountFormState(locale, 'forgotten');
  return (
    <AccountFormCard locale={locale} route="forgotten-password.index" title={A.forgotten.title()} intro={A.forgotten.intro()} flash={flash}>
      <PostForm action={accountsApi.routes.forgotPassword.href()} locale={locale} label={A.forgotten.title()}>
        <Field name="email" type="email" label={A.fields.email()} errors={errors} value={values.email} autoComplete="email" />
        <SubmitButton label={A.forgotten.submit()} />
      </PostForm>
      <p>
        <Link to={routePath(locale, 'login.index')}>{A.forgotten.backToLogin()}</Link>
      </p>
    </AccountFormCard>
  );
}

/** reset-password.index (guest only): the mailed link's token, a new password twice. */
export async function ResetPasswordPage({ locale, params }: RoutePageProps) {
  const { A, flash, errors } = await accountFormState(locale, 'reset');
  const token = params.token ?? '';
  return (
    <AccountFormCard locale={locale} route="reset-password.index" params={{ token }} title={A.reset.title()} flash={flash}>
      <PostForm action={accountsApi.routes.resetPassword.href()} locale={locale} label={A.reset.title()}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields A={A} errors={errors} name="password" label={A.fields.newPassword()} />
        <SubmitButton label={A.reset.submit()} />
      </PostForm>
      <p>
        <Link to={routePath(locale, 'forgotten-password.index')}>{A.reset.askAgain()}</Link>
      </p>
    </AccountFormCard>
  );
}
