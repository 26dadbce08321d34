import type { RoutePageProps } from '../../i18n/page-types.ts';
import { t } from '../../i18n/messages.ts';
import { routePath } from '../../i18n/route-table.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { PageHeader } from '../../ui/page-header.client.tsx';

export function TermsPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  return (
    <article className="card">
      <PageHead locale={locale} route="terms.index" title={LL.pages.terms.title()} />
      <PageHeader title={LL.pages.terms.title()} backLabel={LL.ui.back()} rootHref={routePath(locale, 'home.index')} />
      <p>{LL.legal.termsBody()}</p>
    </article>
  );
}

export function PrivacyPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  return (
    <article className="card">
      <PageHead locale={locale} route="privacy.index" title={LL.pages.privacy.title()} />
      <PageHeader title={LL.pages.privacy.title()} backLabel={LL.ui.back()} rootHref={routePath(locale, 'home.index')} />
      <p>{LL.legal.privacyBody()}</p>
      <h2 id="cookies">{LL.legal.cookiesTitle()}</h2>
      <p>{LL.legal.cookiesBody()}</p>
    </article>
  );
}
