/**
 * Whether one step back in this tab's history is a page of this site, for the page header's back
 * chevron (SPEC 2: back in history, else the site's root). The Navigation API lists the entries
 * of the current run of same-origin pages: any before the current one means back stays here,
 * whether the visitor came by a full load or by the router. Browsers without it fall back to the
 * referrer of the page the visitor landed on.
 */
interface NavigationLike {
  currentEntry: { index: number } | null;
}

export function previousPageIsOurs(): boolean {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return window.history.length > 1 && document.referrer.startsWith(window.location.origin);
}
