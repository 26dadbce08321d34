import { Link } from '../../ui/link.client.tsx';
import type { Viewer } from '../../auth/access.ts';
import { navigation } from '../../composition.ts';
import { type Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { IconCard, IconLeaf } from '../../ui/icons.tsx';
import { appStores } from './app-stores.ts';
import { CardBrands } from '../../ui/card-brands.tsx';

const PRINT_SERVICE_URL = 'https://www.paceband.com/print';

/** The footer of SPEC 2: the modules' `nav.footer` links, the external print service, payment and hosting badges. */
export function Footer({ locale, viewer }: { locale: Locale; viewer: Viewer }) {
  const LL = t(locale);
  return (
    <footer className="site-footer" aria-label={LL.footer.label()}>
      <ul>
        {navigation('footer', locale, viewer).map((link) => (
          <li key={link.href}>{link.item.hash ? <a href={link.href}>{link.label}</a> : <Link to={link.href}>{link.label}</Link>}</li>
        ))}
        <li>
          <a href={PRINT_SERVICE_URL} rel="noopener noreferrer" target="_blank">
            {LL.footer.printService()}
          </a>
        </li>
      </ul>
      <div className="badges">
        <span>
          <IconCard /> {LL.footer.cardPayments()} <CardBrands label={LL.footer.cardPayments()} />
        </span>
        <span>
          <IconLeaf /> {LL.footer.greenHosting()}
        </span>
        <span>{LL.footer.freeSince()}</span>
      </div>
      <ul className="store-badges" aria-label={LL.app.storeBadges()}>
        {Object.entries(appStores(locale)).map(([platform, store]) => (
          <li key={platform}>
            <a className="store-badge" href={store.href} rel="noopener noreferrer" target="_blank">
              {store.label}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
