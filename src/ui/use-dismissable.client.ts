'use client';
import { useEffect, useRef, useState } from 'react';

/** Open/closed state of a popup that closes on Escape or on a click outside its root element. */
export function useDismissable<E extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<E>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return { open, setOpen, root };
}
