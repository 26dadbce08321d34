import type { Viewer } from '../../../src/auth/access.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { PostForm } from '../../../src/ui/form.tsx';
import { t } from '../locales/messages.ts';
import { accountsApi } from '../api-paths.ts';

/**
 * At the top of every page for a member who has not opened the confirmation link yet: what waits
 * for it, and a button that mails it again (the answer shows on the profile page).
 */
export function VerifyEmailBanner({ locale, viewer }: { locale: Locale; viewer: Viewer }) {
  if (viewer.kind !== 'user' || !viewer.unverified) return null;
  const V = t(locale).accounts.verification;
  return (
    <div className="verify-email-banner" role="region" aria-label={V.resend()}>
      <p>{V.banner()}</p>
      <PostForm action={accountsApi.routes['verify-email'].href()} locale={locale}>
        <button className="btn btn-secondary" type="submit">
          {V.resend()}
        </button>
      </PostForm>
    </div>
  );
}
