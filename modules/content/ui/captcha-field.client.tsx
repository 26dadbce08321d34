'use client';
import { createElement, useEffect, useState } from 'react';

/** The widget's translations, bundled with ours (nothing is fetched from a third party). */
const TRANSLATIONS: Record<string, { tag: string; load: () => Promise<unknown> }> = {
  fr: { tag: 'fr-ca', load: () => import('altcha/i18n/fr-ca' as string) },
  es: { tag: 'es-es', load: () => import('altcha/i18n/es-es' as string) },
  it: { tag: 'it', load: () => import('altcha/i18n/it') },
};

/**
 * The contact form's proof-of-work check: the altcha web component from our own bundle, loaded
 * in the browser only. It fetches a challenge from our API, solves it in a worker and puts the
 * answer in the hidden `altcha` field the server verifies.
 */
export function CaptchaField({ challengeUrl, language, error }: { challengeUrl: string; language: string; error?: string | undefined }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      await import('altcha');
      await TRANSLATIONS[language]?.load();
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [language]);
  if (!ready) return null;
  return createElement('altcha-widget', {
    challenge: challengeUrl,
    language: TRANSLATIONS[language]?.tag ?? 'en',
    name: 'altcha',
    auto: 'onload',
    configuration: JSON.stringify({ hideFooter: true, hideLogo: true }),
    'aria-invalid': error ? 'true' : undefined,
  });
}
