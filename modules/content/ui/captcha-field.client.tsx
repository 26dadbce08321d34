'use client';
import { createElement, useEffect, useState } from 'react';
import type { Locale, PerLocale } from '../../../src/i18n/locales.ts';

/**
 * The widget's translations, bundled with ours (nothing is fetched from a third party): altcha's
 * tag for each interface language and the file that registers it (English is built in).
 */
export const CAPTCHA_TRANSLATIONS: PerLocale<{ tag: string; load: (() => Promise<unknown>) | null }> = {
  en: { tag: 'en', load: null },
  fr: { tag: 'fr-ca', load: () => import('altcha/i18n/fr-ca' as string) },
  es: { tag: 'es-es', load: () => import('altcha/i18n/es-es' as string) },
  it: { tag: 'it', load: () => import('altcha/i18n/it') },
};

/**
 * The contact form's proof-of-work check: the altcha web component from our own bundle, loaded
 * in the browser only. It fetches a challenge from our API, solves it in a worker and puts the
 * answer in the hidden `altcha` field the server verifies.
 */
export function CaptchaField({ challengeUrl, language, error }: { challengeUrl: string; language: Locale; error?: string | undefined }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      await import('altcha');
      await CAPTCHA_TRANSLATIONS[language].load?.();
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [language]);
  if (!ready) return null;
  return createElement('altcha-widget', {
    challenge: challengeUrl,
    language: CAPTCHA_TRANSLATIONS[language].tag,
    name: 'altcha',
    auto: 'onload',
    configuration: JSON.stringify({ hideFooter: true, hideLogo: true }),
    'aria-invalid': error ? 'true' : undefined,
  });
}
