import { Link } from 'waku';
import type { Viewer } from '../../auth/access.ts';
import { LANG_COOKIE_MAX_AGE_S, LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { routePath, type RouteName } from '../../i18n/route-table.ts';
import { IconCalendar, IconFacebook, IconHeart, IconHelp, IconNews, IconSearch, IconStopwatch, IconUser, Logo } from '../../ui/icons.tsx';
import { LanguageMenu } from '../../ui/language-menu.client.tsx';
import { UserMenu } from '../../../modules/accounts/index.ts';

const FACEBOOK_URL = 'https://www.facebook.com/paceband';

interface Props {
  locale: Locale;
  available: ReadonlySet<RouteName>;
  viewer: Viewer;
  /** The current page in every language, for the language dropdown. */
  alternates: Record<Locale, string>;
  unreadNews: number;
}

/** The login link brings the visitor back to this page (SPEC 2), except from the account pages themselves. */
function loginHref(locale: Locale, current: string): string {
  const login = routePath(locale, 'login.index');
  const accountPages = [login, routePath(locale, 'register.index'), routePath(locale, 'forgotten-password.index')];
  return accountPages.includes(current) || current.startsWith(`${routePath(locale, 'reset-password.index', { token: 'x' }).slice(0, -1)}`)
    ? login
    : `${login}?redirectTo=${encodeURIComponent(current)}`;
}

/** The fixed top bar of SPEC 2; items whose module has not landed are left out, not dead. */
export function TopBar({ locale, available, viewer, alternates, unreadNews }: Props) {
  const LL = t(locale);
  const has = (name: RouteName) => available.has(name);
  const icons: Array<{ route: RouteName; label: string; icon: React.ReactNode; badge?: number }> = [
    { route: 'calendar.index', label: LL.nav.calendar(), icon: <IconCalendar /> },
    { route: 'predictor.index', label: LL.nav.predictor(), icon: <IconStopwatch /> },
    { route: 'news.index', label: LL.nav.news(), icon: <IconNews />, badge: unreadNews },
    { route: 'faq.index', label: LL.nav.faq(), icon: <IconHelp /> },
  ];
  return (
    <header className="top-bar">
      <a className="skip-link" href="#content">
        {LL.nav.skipToContent()}
      </a>
      <Link className="logo" to={routePath(locale, 'home.index')} aria-label={LL.site.name()}>
        <Logo />
        <span>{LL.site.name()}</span>
      </Link>
      <nav aria-label={LL.nav.main()}>
        <ul>
          {has('build.index') && (
            <li>
              <Link className="btn btn-accent" to={routePath(locale, 'build.index')}>
                {LL.nav.buildShort()}
              </Link>
            </li>
          )}
          {icons
            .filter((item) => has(item.route))
            .map((item) => (
              <li key={item.route} className={item.route === 'faq.index' ? 'hide-sm' : undefined}>
                <Link className="icon-link" to={routePath(locale, item.route)} title={item.label}>
                  {item.icon}
                  <span className="visually-hidden">
                    {item.badge ? `${item.label} (${LL.nav.unreadNews({ count: String(item.badge) })})` : item.label}
                  </span>
                  {item.badge ? (
                    <span className="badge" aria-hidden="true">
                      {item.badge}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          <li className="hide-sm">
            <a className="icon-link" href={FACEBOOK_URL} rel="noopener noreferrer" target="_blank" title={LL.nav.facebook()}>
              <IconFacebook />
              <span className="visually-hidden">{LL.nav.facebook()}</span>
            </a>
          </li>
          <li>
            <LanguageMenu
              label={LL.nav.language()}
              current={locale}
              cookieMaxAge={LANG_COOKIE_MAX_AGE_S}
              options={LOCALES.map((l) => ({ locale: l, name: LOCALE_NAMES[l], href: alternates[l] }))}
            />
          </li>
          {has('search.index') && (
            <li>
              <Link className="icon-link" to={routePath(locale, 'search.index')} title={LL.nav.search()}>
                <IconSearch />
                <span className="visually-hidden">{LL.nav.search()}</span>
              </Link>
            </li>
          )}
          {has('donate.index') && viewer.kind === 'guest' && (
            <li className="hide-sm">
              <Link className="icon-link" to={routePath(locale, 'donate.index')} title={LL.nav.donate()}>
                <IconHeart />
                <span className="visually-hidden">{LL.nav.donate()}</span>
              </Link>
            </li>
          )}
          {viewer.kind === 'user' && (
            <li>
              <UserMenu locale={locale} viewer={viewer} available={available} />
            </li>
          )}
          {has('login.index') && viewer.kind === 'guest' && (
            <li>
              <Link className="icon-link" to={loginHref(locale, alternates[locale])} title={LL.nav.login()}>
                <IconUser />
                <span className="visually-hidden">{LL.nav.login()}</span>
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
