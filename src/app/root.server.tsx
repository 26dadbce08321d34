import type { ReactNode } from 'react';
import { requestNonce } from '../host/csp-nonce.ts';
import { requestLocale } from '../host/request-info.server.ts';
import { earlyInputScript } from '../ui/early-input.ts';
import { intlWarmUpScript } from '../ui/intl-warm-up.ts';
import { prePaintScript } from '../ui/pre-paint.ts';

/**
 * The document: `<html lang>` from the request (the client keeps it in step after navigation).
 * Waku's SSR root already writes `<meta charset>` and the viewport first in `<head>`: not again
 * here (issue 29 point 9). The pre-paint script (src/ui/pre-paint.ts) marks `<html>` before the
 * body is laid out; React leaves the attributes it sets alone. The same script starts the worker
 * that takes number formatting's first load off the main thread (src/ui/intl-warm-up.ts) and notes
 * the controls a visitor changes before hydration (src/ui/early-input.ts). The site's stylesheet is not here:
 * the host writes it into the head (src/host/site-styles.ts), so the RSC payload does not repeat it.
 */
export function Root({ children }: { children: ReactNode }) {
  const locale = requestLocale();
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script
          nonce={requestNonce()}
          dangerouslySetInnerHTML={{ __html: `${prePaintScript()};${earlyInputScript()};${intlWarmUpScript()}` }}
        />
        <meta name="theme-color" content="#0b5cad" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* A phone's home screen (iOS asks for it by this name even without the link): the same band, opaque, 180 px. */}
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </head>
      <body>{children}</body>
    </html>
  );
}
