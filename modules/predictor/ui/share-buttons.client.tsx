'use client';

import type { MouseEvent } from 'react';
import { popupFeatures } from '../services/share-links.ts';

export interface ShareLink {
  network: string;
  href: string;
  /** The network's name, shown. */
  name: string;
  /** "Share on …", read by screen readers. */
  label: string;
  popup: boolean;
}

/**
 * Share links that work as plain links (new tab, or the mail and SMS apps) and, with
 * JavaScript, open the web networks in a 500 × 500 pop-up centred on the screen.
 */
export function ShareButtons(props: { title: string; links: ShareLink[] }) {
  function open(event: MouseEvent<HTMLAnchorElement>, link: ShareLink) {
    if (!link.popup) return;
    event.preventDefault();
    // availLeft/availTop place the pop-up on the screen the browser is on (not in lib.dom).
    const s = window.screen as Screen & { availLeft?: number; availTop?: number };
    window.open(
      link.href,
      `share-${link.network}`,
      popupFeatures({ width: s.width, height: s.height, left: s.availLeft, top: s.availTop }),
    );
  }
  return (
    <section aria-labelledby="pr-share-title" className="pr-share">
      <h2 id="pr-share-title">{props.title}</h2>
      <ul>
        {props.links.map((link) => (
          <li key={link.network}>
            <a
              className="btn btn-secondary"
              href={link.href}
              data-network={link.network}
              {...(link.popup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={link.label}
              onClick={(event) => open(event, link)}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
