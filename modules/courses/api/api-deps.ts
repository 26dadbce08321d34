import type { Context } from 'hono';
import type { Viewer } from '../../../src/auth/access.ts';
import type { Mailer } from '../../accounts/index.ts';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';

/** What the routes take from outside; tests pass their own viewer and limit. */
export interface CoursesApiDeps {
  viewer: (c: Context) => Promise<Viewer>;
  /** Largest accepted course file, bytes. */
  maxUploadBytes: () => number;
  /** How to write to a course's owner (the review queue's mails). */
  ownerContact: (userId: string) => Promise<{ email: string; name: string } | null>;
  mailer: () => Mailer;
}

/** The page's language, sent as a form field or `lang` query parameter. */
export function localeOf(c: Context, fields: Record<string, string> = {}): Locale {
  return toLocale(fields.locale ?? c.req.query('lang'));
}
