import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { t } from '../locales/messages.ts';
import { PublicCoursesChoice } from './public-courses-choice.tsx';
import '../routes.ts';
import { accountsApi } from '../api-paths.ts';

/**
 * profile.delete (auth): the page a mailed deletion link opens, for a member without a password.
 * Opening it deletes nothing (mail scanners open links): the member confirms with one more click,
 * which sends the token to /api/account/delete-confirm. The host's guard sends a guest to log in
 * and back here.
 */
export async function DeleteAccountPage({ locale, params, query }: RoutePageProps) {
  const LL = t(locale);
  const P = LL.accounts.profile;
  const flash = await readFlash();
  const token = params.token ?? '';
  const chosen = new URLSearchParams(query).get('courses') === 'delete' ? 'delete' : 'anonymise';
  return (
    <div className="card account-form">
      <PageTop locale={locale} route="profile.delete" params={{ token }} title={P.deleteLinkTitle()} noindex />
      <FormMessage flash={flash} />
      <PostForm action={accountsApi.routes['delete-confirm'].href()} locale={locale} label={P.deleteLinkTitle()}>
        <p>{P.deleteLinkText()}</p>
        <p>{P.deleteWarning()}</p>
        <input type="hidden" name="token" value={token} />
        <PublicCoursesChoice LL={LL} chosen={chosen} />
        <button className="btn btn-accent" type="submit">
          {P.deleteSubmit()}
        </button>
      </PostForm>
    </div>
  );
}
