import { t } from '../i18n/messages.ts';
import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts';

export type ErrorCode = 403 | 404 | 500 | 503 | 999;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A self-contained error page for failures outside React rendering (a crashed handler,
 * maintenance), in the visitor's language: title, explanation, home button, back-button hint.
 */
export function errorPageHtml(code: ErrorCode, locale: Locale): string {
  const LL = t(locale);
  const e = LL.errors[`e${code}`];
  const title = e.title();
  return `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(LL.site.pageTitle({ title, site: LL.site.name() }))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1b1f24}
main{max-width:32rem;padding:2rem;text-align:center}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#0b5cad;color:#fff;text-decoration:none}</style></head>
<body><main><p>${escape(LL.errors.code({ code: String(code) }))}</p><h1>${escape(title)}</h1><p>${escape(e.text())}</p>
<a href="/${locale}">${escape(LL.errors.home())}</a><p><small>${escape(LL.errors.backHint())}</small></p></main></body></html>`;
}
