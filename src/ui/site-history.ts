/**
 * How many steps of this tab's history lie on this site before the current page, kept in each
 * history entry's state (`pacebandDepth`), so the page header's back chevron knows whether one
 * step back stays on the site (SPEC 2: back in history, else the site's root). A page loaded from
 * another site (or typed) is depth 0; each navigation inside the site adds one; going back and
 * forth reads the entry's own depth.
 */
const KEY = 'pacebandDepth';
let current = 0;

function stateOf(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** After a page load (`landed`) or a navigation inside the site: gives the entry its depth if it has none. */
export function recordSiteDepth(landed: boolean): void {
  const state = stateOf();
  const known = state[KEY];
  if (typeof known === 'number') {
    current = known;
    return;
  }
  current = landed ? (document.referrer.startsWith(window.location.origin) ? 1 : 0) : current + 1;
  window.history.replaceState({ ...state, [KEY]: current }, '');
}

/** True when one step back in history is a page of this site. */
export function previousPageIsOurs(): boolean {
  const depth = stateOf()[KEY];
  return typeof depth === 'number' ? depth > 0 : document.referrer.startsWith(window.location.origin) && window.history.length > 1;
}
