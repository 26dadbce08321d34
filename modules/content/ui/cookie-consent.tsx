import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_getContext as getContext } from 'waku/server';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { consentFromCookieHeader } from '../../../src/lib/consent.ts';
import { isSharedRender } from '../../../src/host/shared-render.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { dictionary, t } from '../locales/messages.ts';
import { ConsentBanner, ConsentSettings, type ConsentLabels } from './consent-manager.client.tsx';
import { ConsentedScripts } from './consented-scripts.client.tsx';
import { contentEnv } from '../env.server.ts';
import { thirdPartyScripts } from '../services/third-party-scripts.ts';

function labels(locale: Locale): ConsentLabels {
  const { consent } = dictionary(locale).content;
  return {
    bannerLabel: consent.bannerLabel,
    bannerText: consent.bannerText,
    acceptAll: consent.acceptAll,
    necessaryOnly: consent.necessaryOnly,
    choose: consent.choose,
    title: consent.title,
    necessary: consent.necessary,
    necessaryHelp: consent.necessaryHelp,
    analytics: consent.analytics,
    analyticsHelp: consent.analyticsHelp,
    ads: consent.ads,
    adsHelp: consent.adsHelp,
    save: consent.save,
    saved: consent.saved,
  };
}

function requestChoice() {
  return consentFromCookieHeader(getContext().req.headers.get('cookie'));
}

/** The banner over every page (shown until the visitor makes a choice), and the scripts that wait for it (SPEC 7, when configured). */
export function CookieConsent({ locale }: { locale: Locale }) {
  const scripts = thirdPartyScripts(contentEnv());
  return (
    <>
      <ConsentBanner
        labels={labels(locale)}
        settingsHref={routePath(locale, 'cookies.index')}
        // A page for the page cache does not know the visitor's choice: it carries the banner, which
        // the pre-paint script (src/ui/pre-paint.ts) shows before the first paint only to who has not chosen.
        initiallyOpen={isSharedRender() || requestChoice() === null}
      />
      {(scripts.analytics || scripts.ads) && <ConsentedScripts scripts={scripts} />}
    </>
  );
}

/** cookies.index: the cookie settings (the footer's link), changeable at any time. */
export function CookieSettingsPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const choice = requestChoice();
  const current = choice
    ? [
        LL.content.consent.necessary(),
        ...(['analytics', 'ads'] as const).filter((k) => choice[k]).map((k) => LL.content.consent[k]()),
      ].join(', ')
    : LL.content.consent.none();
  return (
    <article className="card">
      <PageTop locale={locale} route="cookies.index" title={LL.content.consent.title()} />
      <p>{LL.content.consent.intro()}</p>
      <p className="muted">{LL.content.consent.current({ choice: current })}</p>
      <ConsentSettings labels={labels(locale)} initial={choice} />
      <p>
        <Link to={`${routePath(locale, 'privacy.index')}#cookies`}>{LL.content.consent.allCookies()}</Link>
      </p>
    </article>
  );
}
