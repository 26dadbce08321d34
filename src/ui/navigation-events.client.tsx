'use client';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useRouter } from 'waku';
import { CONSENT_EVENT, createViewTracker, readConsent, type Consent } from './analytics.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * While a navigation is under way: a progress bar and the running-figure animation (SPEC 2).
 * After it: the document language follows the page, and a view event (page view, or screen view
 * in the mobile app) goes to the `dataLayer` once the visitor consented to analytics (see
 * analytics.ts for the consent contract), skipping excluded paths and repeated navigations to
 * the same path. The first view is the page the visitor landed on.
 */
/** What the shell last said (it renders again on each navigation, and may mount anew). */
let latest: { appMode: boolean; excludedPrefixes: readonly string[] } = { appMode: false, excludedPrefixes: [] };
let tracker: ReturnType<typeof createViewTracker> | undefined;

/** One tracker per page load, whichever shell instance reports the views: a path is counted once. */
function pageTracker() {
  tracker ??= createViewTracker({
    get appMode() {
      return latest.appMode;
    },
    get excludedPrefixes() {
      return latest.excludedPrefixes;
    },
    consent: () => readConsent(document.cookie),
    push: (event) => (window.dataLayer ??= []).push(event),
  });
  return tracker;
}

export function NavigationEvents(props: { loadingLabel: string; excludedPrefixes: string[]; appMode?: boolean }) {
  const { loadingLabel, excludedPrefixes } = props;
  const router = useRouter();
  const [pending, setPending] = useState(false);
  latest = { appMode: Boolean(props.appMode), excludedPrefixes };
  useEffect(() => {
    const tracker = pageTracker();
    // The site's links navigate in a transition (link.client.tsx), and this listener is called
    // inside it: the bar is shown at once, not with the next page.
    const start = () => flushSync(() => setPending(true));
    const complete = (route: { path: string }) => {
      setPending(false);
      const lang = route.path.split('/')[1];
      if (lang) document.documentElement.lang = lang;
      tracker.view(route.path);
    };
    const consented = (event: Event) => tracker.consented((event as CustomEvent<Consent>).detail ?? readConsent(document.cookie));
    tracker.view(window.location.pathname);
    router.unstable_events.on('start', start);
    router.unstable_events.on('complete', complete);
    window.addEventListener(CONSENT_EVENT, consented);
    return () => {
      router.unstable_events.off('start', start);
      router.unstable_events.off('complete', complete);
      window.removeEventListener(CONSENT_EVENT, consented);
    };
  }, [router]);
  if (!pending) return null;
  return (
    <>
      <div className="nav-progress" style={{ width: '70%' }} role="progressbar" aria-label={loadingLabel} />
      <svg className="nav-runner" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="14" cy="4" r="2" fill="#e4572e" />
        <path d="M13 7l-3 4 3 2-1 6M10 11l-4 1M13 13l4 1 1-3" stroke="#1b1f24" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
    </>
  );
}
