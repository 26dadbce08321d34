'use client';
import { useEffect, useRef } from 'react';

/**
 * Progressive enhancement of the calendar's GET filter form: with JavaScript, choosing a month,
 * country or distance applies it at once (the form is submitted as its button would); without,
 * the button does. A select changed before the page's script ran (a phone still loading it) is
 * applied as soon as it runs. Renders an empty hidden marker inside the form it enhances.
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
    const changedEarly = Array.from(form.querySelectorAll('select')).some((select) =>
      Array.from(select.options).some((option) => option.selected !== option.defaultSelected),
    );
    if (changedEarly) form.requestSubmit();
    return () => form.removeEventListener('change', onChange);
  }, []);
  return <span ref={marker} hidden />;
}
