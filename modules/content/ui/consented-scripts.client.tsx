'use client';
import { useEffect } from 'react';
import { consentFromCookieHeader, type ConsentChoice } from '../../../src/lib/consent.ts';
import type { ThirdPartyScripts } from '../services/third-party-scripts.ts';

/**
 * Loads each configured third-party script once its consent category is accepted: at load when
 * the cookie already says so, or the moment the consent manager reports the choice
 * (`paceband:consent`). Never before, never twice; a page cached for everyone renders the same
 * and decides here, in the browser.
 */
export function ConsentedScripts({ scripts }: { scripts: ThirdPartyScripts }) {
  useEffect(() => {
    const load = (category: keyof ThirdPartyScripts) => {
      const script = scripts[category];
      if (!script || document.querySelector(`script[data-paceband="${category}"]`)) return;
      const element = document.createElement('script');
      element.async = true;
      element.src = script.src;
      element.dataset.paceband = category;
      for (const [key, value] of Object.entries(script.data)) element.setAttribute(`data-${key}`, value);
      if (category === 'ads') element.crossOrigin = 'anonymous';
      document.head.appendChild(element);
    };
    const apply = (choice: ConsentChoice | null) => {
      if (choice?.analytics) load('analytics');
      if (choice?.ads) load('ads');
    };
    apply(consentFromCookieHeader(document.cookie));
    const onChoice = (event: Event) => apply((event as CustomEvent<ConsentChoice>).detail);
    window.addEventListener('paceband:consent', onChoice);
    return () => window.removeEventListener('paceband:consent', onChoice);
  }, [scripts]);
  return null;
}
