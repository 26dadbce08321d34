import { COOKIES } from '../../composition.ts';
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
      <div className="table-scroll">
        <table className="data-table">
          <caption>{LL.legal.cookieTable.caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{LL.legal.cookieTable.name()}</th>
              <th scope="col">{LL.legal.cookieTable.category()}</th>
              <th scope="col">{LL.legal.cookieTable.purpose()}</th>
              <th scope="col">{LL.legal.cookieTable.duration()}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{cookie.name}</code>
                </th>
                <td>{LL.legal.cookieTable[cookie.category]()}</td>
                <td>{cookie.purpose(locale)}</td>
                <td>{cookie.duration(locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
