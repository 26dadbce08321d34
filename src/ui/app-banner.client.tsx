'use client';
import { useEffect, useState } from 'react';
import { APP_BANNER_DISMISSED_KEY, mobilePlatform, type MobilePlatform } from './mobile-platform.ts';
import { PRE_PAINT } from './pre-paint.ts';

interface Props {
  stores: Record<MobilePlatform, { href: string; label: string }>;
  labels: { region: string; title: string; text: string; dismiss: string };
}

const PLATFORMS: readonly MobilePlatform[] = ['android', 'ios'];

/**
 * The invitation to the mobile app (SPEC 1): only on an Android or iOS device, never again once
 * dismissed (local storage). The server draws it for everyone, hidden, with both stores' links, so
 * cached pages stay the same for everyone; the pre-paint script (src/ui/pre-paint.ts) marks the
 * visitor's platform on `<html>` before the first layout and the stylesheet shows the banner and
 * that store's link: it is in place from the first paint, nothing below it moves (issue 29).
 */
export function AppBanner({ stores, labels }: Props) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    // The same decision as the pre-paint script, should it not have run (a page without it).
    const root = document.documentElement;
    if (root.hasAttribute(PRE_PAINT.appBanner)) return;
    let stored = false;
    try {
      stored = window.localStorage.getItem(APP_BANNER_DISMISSED_KEY) !== null;
    } catch {
      // Storage refused (private mode): show the banner; a dismissal then lasts this page only.
    }
    const platform = stored ? null : mobilePlatform(navigator.userAgent, navigator.maxTouchPoints);
    if (platform) root.setAttribute(PRE_PAINT.appBanner, platform);
  }, []);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(APP_BANNER_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // See above.
    }
    document.documentElement.removeAttribute(PRE_PAINT.appBanner);
    setDismissed(true);
  };
  return (
    <aside className="app-banner" aria-label={labels.region}>
      <div>
        <strong>{labels.title}</strong>
        <span>{labels.text}</span>
      </div>
      {PLATFORMS.map((platform) => (
        <a key={platform} className={`btn btn-accent app-store-${platform}`} href={stores[platform].href} rel="noopener noreferrer">
          {stores[platform].label}
        </a>
      ))}
      <button type="button" className="app-banner-close" onClick={dismiss} aria-label={labels.dismiss} title={labels.dismiss}>
        ×
      </button>
    </aside>
  );
}
