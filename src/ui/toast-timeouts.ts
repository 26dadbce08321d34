export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** How long each kind of toast stays, in ms (SPEC 9); 0 means it stays until dismissed. */
const TOAST_TIMEOUTS_MS: Record<ToastKind, number> = { success: 4000, info: 4000, warning: 6000, error: 8000 };
const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export function toastTimeout(kind: ToastKind | undefined, override?: number): number {
  if (override !== undefined) return override;
  return kind ? TOAST_TIMEOUTS_MS[kind] : DEFAULT_TOAST_TIMEOUT_MS;
}
