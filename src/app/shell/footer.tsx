import { Link } from 'waku';
import { type Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { routePath, type RouteName } from '../../i18n/route-table.ts';
import { IconCard, IconLeaf } from '../../ui/icons.tsx';

const PRINT_SERVICE_URL = 'https://www.paceband.com/print';

/** The footer of SPEC 2: every landed page, the legal links, payment and hosting badges. */
export function Footer({ locale, available }: { locale: Locale; available: ReadonlySet<RouteName> }) {
  const LL = t(locale);
  const links: Array<[RouteName, string]> = [
    ['home.index', LL.nav.home()],
    ['build.index', LL.nav.build()],
    ['calendar.index', LL.nav.calendar()],
    ['predictor.index', LL.nav.predictor()],
    ['news.index', LL.nav.news()],
    ['faq.index', LL.nav.faq()],
    ['search.index', LL.nav.search()],
    ['donate.index', LL.nav.donate()],
    ['contact.index', LL.footer.contact()],
    ['sitemap.index', LL.footer.siteMap()],
    ['terms.index', LL.footer.terms()],
    ['privacy.index', LL.footer.privacy()],
  ];
  return (
    <footer className="site-footer" aria-label={LL.footer.label()}>
      <ul>
        {links
          .filter(([route]) => available.has(route))
          .map(([route, label]) => (
            <li key={route}>
              <Link to={routePath(locale, route)}>{label}</Link>
            </li>
          ))}
        {available.has('privacy.index') && (
          <li>
            <a href={`${routePath(locale, 'privacy.index')}#cookies`}>{LL.footer.cookies()}</a>
          </li>
        )}
        <li>
          <a href={PRINT_SERVICE_URL} rel="noopener noreferrer" target="_blank">
            {LL.footer.printService()}
          </a>
        </li>
      </ul>
      <div className="badges">
        <span>
          <IconCard /> {LL.footer.cardPayments()}
        </span>
        <span>
          <IconLeaf /> {LL.footer.greenHosting()}
        </span>
        <span>{LL.footer.freeSince()}</span>
      </div>
    </footer>
  );
}
