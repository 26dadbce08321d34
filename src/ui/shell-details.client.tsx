'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '../i18n/locales.ts';
import { fillTemplate } from '../lib/message-template.ts';

/** What differs between visitors on a cached page, from /api/shell (src/app/shell/shell-api.ts). */
export interface ShellDetails {
  badges: Record<string, number>;
  country: { code: string; name: string; flag: string } | null;
}

let details: ShellDetails | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useDetails = () =>
  useSyncExternalStore(
    subscribe,
    () => details,
    () => null,
  );

/**
 * On a page from the page cache, asks once for this visitor's badges and country (the page itself
 * is the same for everyone), then fills the places below. Nothing is shown if the call fails.
 */
export function ShellDetailsLoader({ href }: { href: string }) {
  useEffect(() => {
    let live = true;
    fetch(href, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<ShellDetails>) : null))
      .then((next) => {
        if (!live || !next) return;
        details = next;
        for (const listener of listeners) listener();
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [href]);
  return null;
}

/** A navigation item's count on a cached page, e.g. unread news; `unreadText` is the message, with `{count}`. */
export function LiveBadge({ name, label, unreadText, locale }: { name: string; label: string; unreadText: string; locale: Locale }) {
  return <BadgeText label={label} count={useDetails()?.badges[name] ?? 0} unreadText={unreadText} locale={locale} />;
}

/** The visitor's country flag on a cached page, once /api/shell has answered. */
export function LiveGeoFlag() {
  const country = useDetails()?.country;
  return country ? <GeoFlag country={country} /> : null;
}

/**
 * A navigation item's label and its count (the server's or /api/shell's); `unreadText` is the
 * message, with `{count}` and the plural of its noun ("1 nouveauté non lue", "3 nouveautés…").
 */
export function BadgeText({ label, count, unreadText, locale }: { label: string; count: number; unreadText: string; locale: Locale }) {
  return (
    <>
      <span className="visually-hidden">{count ? `${label} (${fillTemplate(unreadText, { count }, locale)})` : label}</span>
      {count ? (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </>
  );
}

/** The visitor's country flag in the top bar (SPEC 2). */
export function GeoFlag({ country }: { country: NonNullable<ShellDetails['country']> }) {
  return (
    <li className="hide-sm geo-flag">
      <span role="img" aria-label={country.name} title={country.name}>
        {country.flag}
      </span>
    </li>
  );
}
