'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * The order form's Pay button. With no band chosen it is disabled (the server refuses an empty
 * order too); it names the total only while the quantities are the ones the server priced, else
 * it says "Pay" (the checkout shows the amount the server prices again). Plain props.
 */
export function PayButton(props: { pay: string; payTotal: string; priced: Record<string, number> }) {
  const button = useRef<HTMLButtonElement>(null);
  const [quantities, setQuantities] = useState(props.priced);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const read = () => {
      const next: Record<string, number> = {};
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name^="qty."]')) {
        const n = Number(input.value.trim() || '0');
        next[input.name.slice(4)] = Number.isFinite(n) ? n : 0;
      }
      setQuantities(next);
    };
    read();
    form.addEventListener('input', read);
    return () => form.removeEventListener('input', read);
  }, []);
  const chosen = Object.values(quantities).some((n) => n > 0);
  const same = Object.keys({ ...quantities, ...props.priced }).every((id) => (quantities[id] ?? 0) === (props.priced[id] ?? 0));
  return (
    <button ref={button} className="btn" type="submit" disabled={!chosen}>
      {chosen && same ? props.payTotal : props.pay}
    </button>
  );
}
