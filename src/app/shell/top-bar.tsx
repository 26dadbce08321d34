import { Link } from '../../ui/link.client.tsx';
import type { Viewer } from '../../auth/access.ts';
import { ACCOUNT_SLOT, navigation } from '../../composition.ts';
import { LANG_COOKIE_MAX_AGE_S, LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { dictionary, t } from '../../i18n/messages.ts';
import { routePath, type RouteName } from '../../i18n/route-table.ts';
import { BadgeText, GeoFlag, LiveBadge, LiveGeoFlag, ShellDetailsLoader } from '../../ui/shell-details.client.tsx';
import { IconFacebook, Logo } from '../../ui/icons.tsx';
import { LanguageMenu } from '../../ui/language-menu.client.tsx';
import { visitorLocation } from '../../host/geo-location.server.ts';
import { countryFlag } from '../../lib/countries.ts';
import { shellApiPaths } from './shell-paths.ts';

const FACEBOOK_URL = 'https://www.facebook.com/paceband';

interface Props {
  locale: Locale;
  viewer: Viewer;
  /** The current page in every language, for the language dropdown. */
  alternates: Record<Locale, string>;
  badges: Record<string, number>;
  /** On a page from the page cache: the badges and the flag come from /api/shell, for this route. */
  live: { route: RouteName } | null;
}

/**
 * The fixed top bar of SPEC 2, built from the modules' `nav.topBar` items (a module that has not
 * landed adds nothing), with the host's Facebook link and language menu, and the account corner
 * of the module that owns accounts.
 */
export async function TopBar({ locale, viewer, alternates, badges, live }: Props) {
  const LL = t(locale);
  const unreadText = dictionary(locale).nav.unreadNews;
  const geo = live ? null : await visitorLocation();
  const items = navigation('topBar', locale, viewer);
  const Account = ACCOUNT_SLOT;
  const beforeLanguage = items.filter((link) => link.item.order < 60);
  const afterLanguage = items.filter((link) => link.item.order >= 60);
  const render = (link: (typeof items)[number]) => {
    const badge = link.item.badge ? (badges[link.item.badge] ?? 0) : 0;
    const Icon = link.item.icon;
    if (link.item.style === 'button' || !Icon) {
      return (
        <li key={link.href}>
          <Link className="btn btn-accent" to={link.href}>
            {link.label}
          </Link>
        </li>
      );
    }
    return (
      <li key={link.href} className={link.item.hideOnSmall ? 'hide-sm' : undefined}>
        <Link className="icon-link" to={link.href} title={link.label}>
          <Icon />
          {live && link.item.badge ? (
            <LiveBadge name={link.item.badge} label={link.label} unreadText={unreadText} locale={locale} />
          ) : (
            <BadgeText label={link.label} count={badge} unreadText={unreadText} locale={locale} />
          )}
        </Link>
      </li>
    );
  };
  return (
    <header className="top-bar">
      {live && <ShellDetailsLoader href={shellApiPaths.routes.details.href({ locale, route: live.route })} />}
      <a className="skip-link" href="#content">
        {LL.nav.skipToContent()}
      </a>
      <Link className="logo" to={routePath(locale, 'home.index')} aria-label={LL.site.name()}>
        <Logo />
        <span>{LL.site.name()}</span>
      </Link>
      <nav aria-label={LL.nav.main()}>
        <ul>
          {beforeLanguage.map(render)}
          <li className="hide-sm">
            <a className="icon-link" href={FACEBOOK_URL} rel="noopener noreferrer" target="_blank" title={LL.nav.facebook()}>
              <IconFacebook />
              <span className="visually-hidden">{LL.nav.facebook()}</span>
            </a>
          </li>
          {live && <LiveGeoFlag />}
          {geo?.iso_code && <GeoFlag country={countryFlag(geo.iso_code, locale)} />}
          <li>
            <LanguageMenu
              label={LL.nav.language()}
              current={locale}
              cookieMaxAge={LANG_COOKIE_MAX_AGE_S}
              options={LOCALES.map((l) => ({ locale: l, name: LOCALE_NAMES[l], href: alternates[l] }))}
            />
          </li>
          {afterLanguage.map(render)}
          {Account && (
            <li>
              <Account
                locale={locale}
                viewer={viewer}
                currentPath={alternates[locale]}
                menu={navigation('userMenu', locale, viewer).map((link) => ({
                  href: link.href,
                  label: link.label,
                  newTab: link.item.newTab,
                }))}
              />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
