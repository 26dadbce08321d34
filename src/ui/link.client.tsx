'use client';
import { startTransition, type ComponentProps } from 'react';
import { Link as WakuLink } from 'waku';

/**
 * The site's in-app link: Waku's `Link`, with its navigation run as a React transition.
 *
 * Waku's own Link asks for the next page's payload from inside the click (an urgent update of the
 * router's elements, which suspends until the payload arrives) and sets the route after it
 * arrives (a second, default-priority update). A click that landed between the hydration's commit
 * and its effects (the page had just hydrated, as a visitor's first tap so often does) left the
 * two updates apart: React committed the new route but kept the old page's tree under it, so the
 * address bar named the course while the page still showed the search results. Reproduced under
 * 4× CPU throttling with a click right after `load`: 5 of 6 clicks on plain Links, 0 of 10 with the
 * transition (session 21). As one transition both updates render together, the old page stays up
 * until the new one is ready, as React asks of updates that suspend.
 *
 * `eslint.config.js` keeps pages on this Link rather than Waku's.
 */
export function Link(props: ComponentProps<typeof WakuLink>) {
  return <WakuLink unstable_startTransition={startTransition} {...props} />;
}
