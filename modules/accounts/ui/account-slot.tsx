import { Link } from '../../../src/ui/link.client.tsx';
import type { AccountSlotProps } from '../../../src/host/module-contract.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { IconUser } from '../../../src/ui/icons.tsx';
import { t } from '../locales/messages.ts';
import { UserMenuButton } from './user-menu.client.tsx';

/** The login link brings the visitor back to this page (SPEC 2), except from the account pages themselves. */
function loginHref(locale: Locale, current: string): string {
  const login = routePath(locale, 'login.index');
  const accountPages = [login, routePath(locale, 'register.index'), routePath(locale, 'forgotten-password.index')];
  const resetPrefix = routePath(locale, 'reset-password.index', { token: 'x' }).slice(0, -1);
  return accountPages.includes(current) || current.startsWith(resetPrefix) ? login : `${login}?redirectTo=${encodeURIComponent(current)}`;
}

/** The top bar's account corner: the login icon for guests, the user menu (host-built items and logout) for users. */
export function AccountSlot({ locale, viewer, currentPath, menu }: AccountSlotProps) {
  const nav = t(locale).nav;
  if (viewer.kind === 'user') {
    return <UserMenuButton label={nav.userMenu()} name={viewer.name} items={[...menu]} logout={{ label: nav.logout(), locale }} />;
  }
  return (
    <Link className="icon-link" to={loginHref(locale, currentPath)} title={nav.login()}>
      <IconUser />
      <span className="visually-hidden">{nav.login()}</span>
    </Link>
  );
}
