import { publicOrigin } from '../host/request-info.server.ts';
import { HREFLANG, LOCALES, type Locale } from '../i18n/locales.ts';
import { t } from '../i18n/messages.ts';
import { alternatePaths, ROUTES, type RouteName, type RouteParams } from '../i18n/route-table.ts';

/**
 * `<title>` as "page title | site name", the canonical link and hreflang alternates for the four
 * languages. React 19 hoists these into <head>, on the server and after client navigation.
 */
export function PageHead(props: { locale: Locale; route: RouteName; params?: RouteParams; title: string; noindex?: boolean }) {
  const LL = t(props.locale);
  const origin = publicOrigin();
  const alternates = alternatePaths(props.route, props.params ?? {});
  return (
    <>
      <title>{LL.site.pageTitle({ title: props.title, site: LL.site.name() })}</title>
      <link rel="canonical" href={`${origin}${alternates[props.locale]}`} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={HREFLANG[l]} href={`${origin}${alternates[l]}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${alternates.en}`} />
      {(props.noindex ?? ROUTES[props.route].noindex) && <meta name="robots" content="noindex" />}
    </>
  );
}
