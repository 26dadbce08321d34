import type { Context } from 'hono';
import type { z } from 'zod';
import { putFlash, type Flash } from '../../db/flash-store.ts';
import { requestEm } from '../../db/orm.server.ts';
import { toLocale, type Locale } from '../../i18n/locales.ts';
import { BadRequestError } from '../../lib/http-errors.ts';
import { flashCookie } from './flash-cookie.ts';
import { confirmationFlash, CONFIRMED_FIELD, sitePath, type ConfirmKind } from './confirmation.ts';
import { routePath } from '../../i18n/route-table.ts';
import { t } from '../../i18n/messages.ts';
import '../../app/host-routes.ts';

export type { Flash };
/** One submitted form: its text fields, the page's language, and the post-redirect-get answer. */
export interface FormPost {
  locale: Locale;
  fields: Record<string, string>;
  form: FormData;
  /** 303 to a page, with extra cookies and an optional flash for that page. */
  redirect(to: string, options?: { cookies?: readonly string[]; flash?: Flash }): Promise<Response>;
  /**
   * SPEC 8's confirmation: null once the post says `confirmed=1` (the dialog or the confirm page
   * added it), else the redirect to the confirm page, which posts the same fields again. `back` is
   * where "cancel" goes (default: the page the form was on).
   */
  confirmFirst(kind: ConfirmKind, back?: string): Promise<Response | null>;
}

/**
 * Reads a POSTed form (urlencoded or multipart). The host has already applied the body limit and
 * the same-origin check (src/host/api.ts); a body that is not a form is a 400.
 */
export async function readFormPost(c: Context): Promise<FormPost> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new BadRequestError();
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  const url = new URL(c.req.url);
  const secure = url.protocol === 'https:' || (process.env.PUBLIC_URL ?? '').startsWith('https:');
  const locale = toLocale(fields.locale);
  const post: FormPost = {
    locale,
    fields,
    form,
    async redirect(to, options = {}) {
      const headers = new Headers({ Location: to, 'Cache-Control': 'no-store' });
      for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie);
      if (options.flash) headers.append('Set-Cookie', flashCookie(await putFlash(requestEm(), titled(options.flash, locale)), secure));
      return new Response(null, { status: 303, headers });
    },
    async confirmFirst(kind, back) {
      if (fields[CONFIRMED_FIELD] === '1') return null;
      const page = back ?? sitePath(c.req.header('referer'), url.origin) ?? `/${locale}`;
      const flash = confirmationFlash({ action: `${url.pathname}${url.search}`, kind, back: page, fields: keptValues(fields) });
      return post.redirect(routePath(locale, 'confirm.index'), { flash });
    },
  };
  return post;
}

/** SPEC 8's notification title on the flash's message, in the form's language. */
function titled(flash: Flash, locale: Locale): Flash {
  if (!flash.message || flash.message.title) return flash;
  const LL = t(locale);
  return { ...flash, message: { ...flash.message, title: flash.message.kind === 'success' ? LL.toast.success() : LL.toast.error() } };
}

/** The values to refill a form with: everything but secrets and plumbing, each cut to 5,000 characters. */
export function keptValues(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!/password|token|secret|^locale$|^altcha$/i.test(key)) out[key] = value.slice(0, 5000);
  }
  return out;
}

/**
 * Field errors from a zod result, keyed by the first path segment. Schemas carry message keys or
 * translated texts as their issue messages; `translate` turns each into the user's language.
 */
export function fieldErrors(
  error: z.ZodError,
  translate: (message: string, issue: z.core.$ZodIssue) => string = (m) => m,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (out[key] ??= []).push(translate(issue.message, issue));
  }
  return out;
}
