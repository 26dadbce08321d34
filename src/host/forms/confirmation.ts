import type { Flash } from '../../db/flash-store.ts';
import { isApiPath } from '../../lib/api-route.ts';

/**
 * SPEC 8's confirmation before a destructive action. A form that asks first carries
 * `data-confirm` (src/ui/form.tsx): with JavaScript a dialog asks and adds `confirmed=1`
 * (src/ui/confirm-dialog.client.tsx); without it the handler's `post.confirmFirst()` keeps the
 * fields in the flash store and sends the browser to the confirm page, which posts them again
 * with `confirmed=1`. Either way the handler acts only on a confirmed post.
 */
export type ConfirmKind = 'delete' | 'action';

export const CONFIRMED_FIELD = 'confirmed';
const CONFIRM_FLASH_FORM = 'confirm';

/** What the confirm page needs: where to post, what to ask, where "cancel" goes, and the fields. */
export interface PendingConfirmation {
  action: string;
  kind: ConfirmKind;
  back: string;
  fields: Record<string, string>;
}

const KEYS = { action: '__action', kind: '__kind', back: '__back' } as const;

/** Only a path of this site: never another origin, never a scheme-relative `//host`. */
export function sitePath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

export function confirmationFlash(pending: PendingConfirmation): Flash {
  return {
    form: CONFIRM_FLASH_FORM,
    errors: {},
    values: { ...pending.fields, [KEYS.action]: pending.action, [KEYS.kind]: pending.kind, [KEYS.back]: pending.back },
  };
}

/** The confirmation a flash carries, or null (no flash, another form's, or a tampered one). */
export function pendingConfirmation(flash: Flash | null): PendingConfirmation | null {
  if (!flash || flash.form !== CONFIRM_FLASH_FORM) return null;
  const { [KEYS.action]: action, [KEYS.kind]: kind, [KEYS.back]: back, ...fields } = flash.values;
  if (!(action && isApiPath(action)) || (kind !== 'delete' && kind !== 'action') || !back?.startsWith('/') || back.startsWith('//'))
    return null;
  delete fields[CONFIRMED_FIELD];
  return { action, kind, back, fields };
}
