import type { ReactNode } from 'react';
import type { Viewer } from '../../auth/access.ts';
import { PAGE_OVERLAYS, PAGE_START } from '../../composition.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { GoTop } from '../../ui/go-top.client.tsx';
import { NavigationEvents } from '../../ui/navigation-events.client.tsx';
import { PageErrorBoundary } from '../../ui/page-error-boundary.client.tsx';
import { routePath, type RouteName } from '../../i18n/route-table.ts';
import { Toasts } from '../../ui/toasts.client.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.client.tsx';
import { AppBanner } from '../../ui/app-banner.client.tsx';
import { appStores } from './app-stores.ts';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

export interface ShellProps {
  locale: Locale;
  viewer: Viewer;
  alternates: Record<Locale, string>;
  /** Each badge's count (modules' `badges`), for the navigation items that show one. */
  badges: Record<string, number>;
  /** Rendered for the page cache: per-visitor details (badges, country) are filled in by the browser. */
  shared: boolean;
  /** The page shown, for the badges that clear on their own page. */
  route: RouteName;
  appMode: boolean;
  children: ReactNode;
}

/** Top bar, main content, footer and the page-wide helpers; app mode keeps only the content. */
export function LayoutShell(props: ShellProps) {
  const LL = t(props.locale);
  return (
    <>
      {!props.appMode && (
        <TopBar
          locale={props.locale}
          viewer={props.viewer}
          alternates={props.alternates}
          badges={props.badges}
          live={props.shared ? { route: props.route } : null}
        />
      )}
      <NavigationEvents loadingLabel={LL.ui.loading()} excludedPrefixes={['/admin/']} appMode={props.appMode} />
      <Toasts
        closeLabel={LL.ui.close()}
        titles={{ success: LL.toast.success(), info: LL.toast.info(), warning: LL.toast.warning(), error: LL.toast.error() }}
      />
      <ConfirmDialog
        labels={{
          title: LL.confirm.title(),
          delete: LL.confirm.delete(),
          action: LL.confirm.action(),
          yes: LL.confirm.yes(),
          no: LL.confirm.no(),
        }}
      />
      {PAGE_OVERLAYS.map((Overlay, i) => (
        <Overlay key={i} locale={props.locale} viewer={props.viewer} />
      ))}
      <main id="content" className={props.appMode ? 'page app-mode' : 'page'} tabIndex={-1}>
        {!props.appMode && (
          <AppBanner
            stores={appStores(props.locale)}
            labels={{ region: LL.app.bannerLabel(), title: LL.app.bannerTitle(), text: LL.app.bannerText(), dismiss: LL.ui.dismiss() }}
          />
        )}
        {PAGE_START.map((Start, i) => (
          <Start key={i} locale={props.locale} viewer={props.viewer} />
        ))}
        <PageErrorBoundary
          homeHref={routePath(props.locale, 'home.index')}
          labels={{
            title: LL.errors.e999.title(),
            text: LL.errors.e999.text(),
            homeLabel: LL.errors.home(),
            backHint: LL.errors.backHint(),
          }}
        >
          {props.children}
        </PageErrorBoundary>
      </main>
      {!props.appMode && <Footer locale={props.locale} viewer={props.viewer} />}
      <GoTop label={LL.ui.goTop()} />
    </>
  );
}
