'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of a disclosure popup (a button with `aria-expanded` and the list it shows).
 * It closes on Escape (focus goes back to the button when it was inside), on a click outside its
 * root element, and when the keyboard moves focus out of it (Tab past the last item).
 */
export function useDismissable<E extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<E>(null);
  useEffect(() => {
    if (!open) return;
    const element = root.current;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        const wasInside = element?.contains(document.activeElement) ?? false;
        setOpen(false);
        if (wasInside) element?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
        return;
      }
      if (!element?.contains(event.target as Node)) setOpen(false);
    };
    // A click on the popup's padding moves focus nowhere (relatedTarget null): only a real move out closes.
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element?.contains(next)) setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    element?.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
      element?.removeEventListener('focusout', focusOut);
    };
  }, [open]);
  return { open, setOpen, root };
}
