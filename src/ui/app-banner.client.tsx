'use client';
import { useEffect, useState } from 'react';
import { APP_BANNER_DISMISSED_KEY, mobilePlatform, type MobilePlatform } from './mobile-platform.ts';

interface Props {
  stores: Record<MobilePlatform, { href: string; label: string }>;
  labels: { region: string; title: string; text: string; dismiss: string };
}

/**
 * The invitation to the mobile app (SPEC 1): only on an Android or iOS device, never again once
 * dismissed (local storage). Decided in the browser, so cached pages stay the same for everyone.
 */
export function AppBanner({ stores, labels }: Props) {
  const [platform, setPlatform] = useState<MobilePlatform | null>(null);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(APP_BANNER_DISMISSED_KEY) !== null;
    } catch {
      // Storage refused (private mode): show the banner; a dismissal then lasts this page only.
    }
    if (!dismissed) setPlatform(mobilePlatform(navigator.userAgent, navigator.maxTouchPoints));
  }, []);
  if (!platform) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(APP_BANNER_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // See above.
    }
    setPlatform(null);
  };
  return (
    <aside className="app-banner" aria-label={labels.region}>
      <div>
        <strong>{labels.title}</strong>
        <span>{labels.text}</span>
      </div>
      <a className="btn btn-accent" href={stores[platform].href} rel="noopener noreferrer">
        {stores[platform].label}
      </a>
      <button type="button" className="app-banner-close" onClick={dismiss} aria-label={labels.dismiss} title={labels.dismiss}>
        ×
      </button>
    </aside>
  );
}
