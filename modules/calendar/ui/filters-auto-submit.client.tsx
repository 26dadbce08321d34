'use client';
import { useEffect, useRef } from 'react';

/**
 * Progressive enhancement of the calendar's GET filter form: with JavaScript, choosing a month,
 * country or distance applies it at once (the form is submitted as its button would); without,
 * the button does. Renders an empty hidden marker inside the form it enhances.
 */
export function FiltersAutoSubmit() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement) form.requestSubmit();
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, []);
  return <span ref={marker} hidden />;
}
