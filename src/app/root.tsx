import type { ReactNode } from 'react';
import '../ui/styles.css';
import { requestLocale } from '../host/request-info.server.ts';
import { MODULE_STYLES } from '../composition.ts';

/** The document: `<html lang>` from the request (the client keeps it in step after navigation). */
export function Root({ children }: { children: ReactNode }) {
  const locale = requestLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {MODULE_STYLES.css && <link rel="stylesheet" href={MODULE_STYLES.href} precedence="default" />}
      </head>
      <body>{children}</body>
    </html>
  );
}
