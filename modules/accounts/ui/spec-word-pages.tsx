import { unstable_redirect as redirect } from 'waku/router/server';
import { unstable_getContext as getContext } from 'waku/server';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { PostForm } from '../../../src/ui/form.tsx';
import { getAuth } from '../auth/auth-instance.server.ts';
import { sessionUser } from '../auth/session.ts';
import { t } from '../locales/messages.ts';
import '../routes.ts';
import { accountsApi } from '../api-paths.ts';

const signedIn = async () => Boolean(await sessionUser(getAuth(), getContext().req.headers));

/**
 * logout.index (open): SPEC 2's "logout" word. A member is asked, and the button signs out with a
 * POST (then the login page, as SPEC 3 says); a GET alone never signs out (browsers prefetch
 * links, mail scanners open them). A visitor who is not signed in reads so, with a login link.
 */
export async function LogoutPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const P = LL.accounts.profile;
  const head = (
    <>
      <PageTop locale={locale} route="logout.index" title={P.logoutTitle()} noindex />
    </>
  );
  if (!(await signedIn()))
    return (
      <div className="card account-form">
        {head}
        <p>{LL.accounts.done.loggedOut()}</p>
        <a className="btn" href={routePath(locale, 'login.index')}>
          {LL.accounts.login.submit()}
        </a>
      </div>
    );
  return (
    <div className="card account-form">
      {head}
      <PostForm action={accountsApi.routes.logout.href()} locale={locale} label={P.logoutTitle()}>
        <p>{P.logoutConfirm()}</p>
        <div className="form-actions">
          <button className="btn btn-accent" type="submit">
            {P.logout()}
          </button>
          <a className="btn btn-secondary" href={routePath(locale, 'profile.index')}>
            {P.logoutCancel()}
          </a>
        </div>
      </PostForm>
    </div>
  );
}

/**
 * password.index and password-email.index (open): SPEC 2's "password" and "password-email" words
 * (Laravel's password pages: change it, mail a reset link). A member changes it on the profile
 * page; anyone else asks for the reset link.
 */
export async function PasswordWordPage({ locale }: RoutePageProps): Promise<never> {
  if (await signedIn()) redirect(`${routePath(locale, 'profile.index')}#h-password`, 303);
  redirect(routePath(locale, 'forgotten-password.index'), 303);
}
