'use client';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { pushAnalytics } from './analytics.client.ts';

/**
 * While a navigation is under way: a progress bar and the running-figure animation (SPEC 2).
 * After it: the document language follows the page, and a page-view event goes to the
 * `dataLayer` (no analytics script is loaded; a tag manager can read it), skipping excluded
 * paths and repeated navigations to the same path, and only with the visitor's analytics consent.
 */
export function NavigationEvents({ loadingLabel, excludedPrefixes }: { loadingLabel: string; excludedPrefixes: string[] }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const start = () => setPending(true);
    const complete = (route: { path: string }) => {
      setPending(false);
      const lang = route.path.split('/')[1];
      if (lang) document.documentElement.lang = lang;
      if (route.path === lastPath.current || excludedPrefixes.some((p) => route.path.includes(p))) return;
      lastPath.current = route.path;
      pushAnalytics({ event: 'page_view', page_path: route.path });
    };
    router.unstable_events.on('start', start);
    router.unstable_events.on('complete', complete);
    return () => {
      router.unstable_events.off('start', start);
      router.unstable_events.off('complete', complete);
    };
  }, [router, excludedPrefixes]);
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
