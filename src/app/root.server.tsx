import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import appStyles from '../ui/styles.css?inline';
import { requestNonce } from '../host/csp-nonce.ts';
import { requestLocale } from '../host/request-info.server.ts';
import { MODULE_STYLES } from '../composition.ts';
import { prePaintScript } from '../ui/pre-paint.ts';

/**
 * The site's stylesheet and the modules' (together about 8 KB gzipped), inlined in every page's
 * head (issue 29 point 9): the first paint waits for no stylesheet request, which on a phone's
 * network is a round trip or two before anything shows. React writes it once per document; a
 * client navigation keeps the one already in the page (same `href`).
 */
const STYLES = MODULE_STYLES.css ? `${appStyles}\n${MODULE_STYLES.css}` : appStyles;
const STYLES_KEY = `site-${createHash('sha256').update(STYLES).digest('hex').slice(0, 12)}`;

/**
 * The document: `<html lang>` from the request (the client keeps it in step after navigation).
 * Waku's SSR root already writes `<meta charset>` and the viewport first in `<head>`: not again
 * here (issue 29 point 9). The pre-paint script (src/ui/pre-paint.ts) marks `<html>` before the
 * body is laid out; React leaves the attributes it sets alone.
 */
export function Root({ children }: { children: ReactNode }) {
  const locale = requestLocale();
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <style href={STYLES_KEY} precedence="default">
          {STYLES}
        </style>
        <script nonce={requestNonce()} dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        <meta name="theme-color" content="#0b5cad" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
