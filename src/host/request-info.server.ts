import { unstable_getContext as getContext, unstable_getContextData as getContextData } from 'waku/server';
import { env } from './env.server.ts';
import { toLocale, type Locale } from '../i18n/locales.ts';

/** The public origin for absolute links: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(): string {
  const configured = env().PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(getContext().req.url).origin;
}

/** The locale the host middleware chose for this request. */
export function requestLocale(): Locale {
  const locale = getContextData().locale;
  return toLocale(locale);
}
