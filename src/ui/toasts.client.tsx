'use client';
import { useEffect, useState } from 'react';
import { toastTimeout, type ToastKind } from './toast-timeouts.ts';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  timeoutMs: number;
}

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();
let nextId = 1;

/** Shows a notification from any client component: `notify('success', 'Saved')`. */
export function notify(kind: ToastKind, message: string, timeoutMs?: number): void {
  const toast = { id: nextId++, kind, message, timeoutMs: toastTimeout(kind, timeoutMs) };
  for (const listener of listeners) listener(toast);
}

/** The toast region, mounted once by the layout, with translated titles. */
export function Toasts({ titles, closeLabel }: { titles: Record<ToastKind, string>; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const listener: Listener = (toast) => {
      setToasts((list) => [...list, toast]);
      if (toast.timeoutMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          setToasts((list) => list.filter((t) => t.id !== toast.id));
        }, toast.timeoutMs);
        timers.add(timer);
      }
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : undefined}>
          <strong>{titles[toast.kind]}</strong>
          <span>{toast.message}</span>
          <button type="button" aria-label={closeLabel} onClick={() => setToasts((list) => list.filter((t) => t.id !== toast.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
