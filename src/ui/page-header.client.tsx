'use client';
import { IconChevronLeft } from './icons.tsx';

/** Title bar with a back chevron: one step back in history, else the site root (SPEC 2). */
export function PageHeader({ title, backLabel, rootHref }: { title: string; backLabel: string; rootHref: string }) {
  const back = () => {
    if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) window.history.back();
    else window.location.assign(rootHref);
  };
  return (
    <div className="page-header">
      <button type="button" onClick={back} aria-label={backLabel} title={backLabel}>
        <IconChevronLeft />
      </button>
      <h1>{title}</h1>
    </div>
  );
}
