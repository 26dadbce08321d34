import type { HostComposition } from '../../host/host-composition.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';

/**
 * The privacy notice's table of every cookie the site sets, generated from the modules' manifests
 * (`cookies`), so it cannot forget one. The notice itself is the content module's versioned text;
 * this section fills its `privacy.index` slot.
 */
export function cookieTable(composed: Pick<HostComposition, 'cookies'>) {
  return function CookieTable({ locale }: { locale: Locale }) {
    return <Cookies locale={locale} cookies={composed.cookies()} />;
  };
}

function Cookies({ locale, cookies }: { locale: Locale; cookies: ReturnType<HostComposition['cookies']> }) {
  const LL = t(locale);
  return (
    <section aria-labelledby="cookies">
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
            {cookies.map((cookie) => (
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
    </section>
  );
}
