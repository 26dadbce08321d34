'use client';
import type { ReactNode } from 'react';
import { IconChevronLeft } from './icons.tsx';
import { previousPageIsOurs } from './site-history.ts';

/** The site's root in the page's language (`/fr`), else `/`. */
function siteRoot(): string {
  const first = window.location.pathname.split('/')[1] ?? '';
  return /^(en|fr|es|it)$/.test(first) ? `/${first}` : '/';
}

/**
 * Title bar with a back chevron and an optional icon (SPEC 2): one step back in history when the
 * visitor came from this site, else the site's root, never a parent page of our choosing.
 */
export function PageHeader({ title, backLabel, icon }: { title: string; backLabel: string; icon?: ReactNode }) {
  const back = () => {
    if (previousPageIsOurs()) window.history.back();
    else window.location.assign(siteRoot());
  };
  return (
    <div className="page-header">
      <button type="button" onClick={back} aria-label={backLabel} title={backLabel}>
        <IconChevronLeft />
      </button>
      {icon && (
        <span className="page-header-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h1>{title}</h1>
    </div>
  );
}
