'use client';
import { useEffect, useState } from 'react';
import { pushAnalytics } from '../../../src/ui/analytics.client.ts';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentFromCookieHeader, formatConsent, type ConsentChoice } from '../../../src/lib/consent.ts';

export interface ConsentLabels {
  bannerLabel: string;
  bannerText: string;
  acceptAll: string;
  necessaryOnly: string;
  choose: string;
  title: string;
  necessary: string;
  necessaryHelp: string;
  analytics: string;
  analyticsHelp: string;
  ads: string;
  adsHelp: string;
  save: string;
  saved: string;
}

/** Stores the choice for 180 days and tells the page (the banner hides, analytics may start). */
function storeChoice(choice: ConsentChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(formatConsent(choice))}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent('paceband:consent', { detail: choice }));
  // Recorded only when analytics was just accepted: pushAnalytics reads the cookie set above.
  pushAnalytics({ event: 'consent_update', analytics: choice.analytics, ads: choice.ads });
}

/**
 * The banner of a visitor who has not chosen yet (SPEC 2 cookie-consent manager): accept all,
 * necessary only, or open the settings page. The server renders it when the cookie is missing, and
 * in every page of the page cache, where the stylesheet shows it only once the pre-paint script
 * found no stored choice: it is on screen from the first paint, not after the scripts (issue 29).
 * It hides once a choice is stored, here or on the settings page.
 */
export function ConsentBanner({
  labels,
  settingsHref,
  initiallyOpen,
}: {
  labels: ConsentLabels;
  settingsHref: string;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    setOpen(
      consentFromCookieHeader(document.cookie) === null && !location.pathname.startsWith(new URL(settingsHref, location.href).pathname),
    );
    const hide = () => setOpen(false);
    window.addEventListener('paceband:consent', hide);
    return () => window.removeEventListener('paceband:consent', hide);
  }, [settingsHref]);
  if (!open) return null;
  return (
    <section className="consent-banner" aria-label={labels.bannerLabel}>
      <p>{labels.bannerText}</p>
      <div className="consent-actions">
        <button type="button" className="btn" onClick={() => storeChoice({ analytics: true, ads: true })}>
          {labels.acceptAll}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => storeChoice({ analytics: false, ads: false })}>
          {labels.necessaryOnly}
        </button>
        <a href={settingsHref}>{labels.choose}</a>
      </div>
    </section>
  );
}

/** The settings form: one switch per optional category, the necessary one always on. */
export function ConsentSettings({ labels, initial }: { labels: ConsentLabels; initial: ConsentChoice | null }) {
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? { analytics: false, ads: false });
  const [saved, setSaved] = useState(false);
  const toggle = (key: keyof ConsentChoice) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setChoice({ ...choice, [key]: event.target.checked });
  };
  return (
    <form
      className="consent-settings"
      onSubmit={(event) => {
        event.preventDefault();
        storeChoice(choice);
        setSaved(true);
      }}
    >
      <fieldset>
        <legend>{labels.title}</legend>
        <div className="field-check">
          <input id="consent-necessary" type="checkbox" checked disabled aria-describedby="consent-necessary-help" />
          <label htmlFor="consent-necessary">{labels.necessary}</label>
          <small id="consent-necessary-help" className="field-help">
            {labels.necessaryHelp}
          </small>
        </div>
        {(['analytics', 'ads'] as const).map((key) => (
          <div className="field-check" key={key}>
            <input
              id={`consent-${key}`}
              type="checkbox"
              checked={choice[key]}
              onChange={toggle(key)}
              aria-describedby={`consent-${key}-help`}
            />
            <label htmlFor={`consent-${key}`}>{labels[key]}</label>
            <small id={`consent-${key}-help`} className="field-help">
              {labels[`${key}Help`]}
            </small>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn">
        {labels.save}
      </button>
      {saved && (
        <p className="form-message form-success" role="status">
          ✓ {labels.saved}
        </p>
      )}
    </form>
  );
}
