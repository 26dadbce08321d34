/**
 * The band builder's public surface for other modules: saved bands for the shop and the build
 * pipeline the page and the public API share. The pacing engine (modules/pacing) and the band
 * renderer (modules/band-render) have their own; this module composes them with courses.
 */
// Saved bands for the shop (commerce): the order page lists them, an order keeps each one's
// band definition (plan, band, paper, course, theme), batch printing plans them from it.
export {
  listOrderableBands,
  planSavedBand,
  themeForOrder,
  type OrderableBand,
  type PrintableBand,
} from './services/build/saved-bands-for-orders.ts';
// The build pipeline the page and the public API share: settings envelope (plan, band, paper,
// courseUuid) → translated field errors or valid settings → plans. No rendering stack loaded here.
export { parseBuildSettings, type BuildSettings } from './services/build/build-settings.ts';
export { planBuild } from './services/build/plan-build.ts';
