import { unstable_getContext as getContext } from 'waku/server';
import { getViewer } from '../auth/viewer.server.ts';
import { requestLocale } from '../host/request-info.server.ts';
import { LOCALES, isLocale, type Locale } from '../i18n/locales.ts';
import { t } from '../i18n/messages.ts';
import { routePath } from '../i18n/route-table.ts';
import { ErrorView } from '../ui/error-view.tsx';
import { LayoutShell } from './shell/layout-shell.tsx';

function prefixLocale(url: string | null): Locale | null {
  if (!url) return null;
  const first = new URL(url, 'http://x').pathname.replace(/^\/RSC\/R\//, '/').split('/')[1];
  return isLocale(first) ? first : null;
}

/**
 * The language of a missed URL: its prefix; when the browser asks for the 404 page's RSC
 * payload after hydration (`/RSC/R/404.txt`), the page it is on (Referer); else the visitor's.
 */
function localeOf(req: Request): Locale {
  return prefixLocale(req.url) ?? prefixLocale(req.headers.get('referer')) ?? requestLocale();
}

/** Any path that matches no route (SPEC 2), with status 404, in the visitor's language. */
export async function NotFoundPage() {
  const locale = localeOf(getContext().req);
  const LL = t(locale);
  const home = Object.fromEntries(LOCALES.map((l) => [l, routePath(l, 'home.index')])) as Record<Locale, string>;
  return (
    <LayoutShell locale={locale} viewer={await getViewer()} route="home.index" alternates={home} badges={{}} shared={false} appMode={false}>
      <title>{LL.site.pageTitle({ title: LL.errors.e404.title(), site: LL.site.name() })}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={404}
        title={LL.errors.e404.title()}
        text={LL.errors.e404.text()}
        homeHref={home[locale]}
        homeLabel={LL.errors.home()}
        backHint={LL.errors.backHint()}
      />
    </LayoutShell>
  );
}
