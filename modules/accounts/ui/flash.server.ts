import { unstable_getContext as getContext } from 'waku/server';
import { flashIdFrom, takeFlash, type Flash } from '../services/flash.ts';

/** What the last form handler left for this page (read once). */
export function readFlash(): Flash | null {
  return takeFlash(flashIdFrom(getContext().req.headers.get('cookie')));
}

/** The flash's errors and values when it belongs to this form, else empty ones. */
export function formState(flash: Flash | null, form: string): { errors: Record<string, string[]>; values: Record<string, string> } {
  return flash && flash.form === form ? { errors: flash.errors, values: flash.values } : { errors: {}, values: {} };
}
