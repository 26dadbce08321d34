import type { CspDirective } from '../../../src/host/module-contract.ts';

/**
 * The third-party scripts SPEC 7 lists (an analytics script, an ad network script), each behind
 * its own consent category and off unless configured: nothing loads, and the Content Security
 * Policy names no other origin, on a plain start.
 */
interface ThirdPartyScript {
  src: string;
  /** `data-*` attributes the script reads (Plausible's data-domain). */
  data: Record<string, string>;
}

export interface ThirdPartyScripts {
  analytics?: ThirdPartyScript;
  ads?: ThirdPartyScript;
}

interface Settings {
  ANALYTICS_ID?: string | undefined;
  ANALYTICS_SCRIPT_URL?: string | undefined;
  ADS_CLIENT?: string | undefined;
  ADS_SCRIPT_URL?: string | undefined;
}

/** The default script of each: Google Tag Manager's container (it reads `dataLayer`, SPEC 2's name) and AdSense's loader. */
const TAG_MANAGER = 'https://www.googletagmanager.com/gtm.js';
const AD_LOADER = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

function withQuery(url: string, key: string, value: string): string {
  const u = new URL(url);
  if (!u.searchParams.has(key)) u.searchParams.set(key, value);
  return u.toString();
}

export function thirdPartyScripts(e: Settings): ThirdPartyScripts {
  const out: ThirdPartyScripts = {};
  if (e.ANALYTICS_ID) {
    out.analytics = e.ANALYTICS_SCRIPT_URL
      ? { src: e.ANALYTICS_SCRIPT_URL, data: { domain: e.ANALYTICS_ID } }
      : { src: withQuery(TAG_MANAGER, 'id', e.ANALYTICS_ID), data: {} };
  }
  if (e.ADS_CLIENT)
    out.ads = { src: withQuery(e.ADS_SCRIPT_URL ?? AD_LOADER, 'client', e.ADS_CLIENT), data: { 'ad-client': e.ADS_CLIENT } };
  return out;
}

/** The origins the policy opens, only for what is configured: the script, what it sends, what it shows. */
export function thirdPartyCsp(scripts: ThirdPartyScripts): Partial<Record<CspDirective, string[]>> {
  const csp: Partial<Record<CspDirective, string[]>> = {};
  const add = (directive: CspDirective, origin: string) => (csp[directive] = [...new Set([...(csp[directive] ?? []), origin])]);
  if (scripts.analytics) {
    const origin = new URL(scripts.analytics.src).origin;
    for (const d of ['script-src', 'connect-src', 'img-src'] as const) add(d, origin);
  }
  if (scripts.ads) {
    const origin = new URL(scripts.ads.src).origin;
    for (const d of ['script-src', 'connect-src', 'img-src', 'frame-src'] as const) add(d, origin);
  }
  return csp;
}
