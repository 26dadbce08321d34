import { unstable_getContext as getContext } from 'waku/server';
import { takeFlash, type Flash } from '../../db/flash-store.ts';
import { requestEm } from '../../db/orm.server.ts';
import { flashIdFrom } from './flash-cookie.ts';

/** What the last form handler left for this page (read once, from any replica). */
export async function readFlash(): Promise<Flash | null> {
  return takeFlash(requestEm(), flashIdFrom(getContext().req.headers.get('cookie')));
}

/** The flash's errors and values when it belongs to this form, else empty ones. */
export function formState(flash: Flash | null, form: string): { errors: Record<string, string[]>; values: Record<string, string> } {
  return flash && flash.form === form ? { errors: flash.errors, values: flash.values } : { errors: {}, values: {} };
}
