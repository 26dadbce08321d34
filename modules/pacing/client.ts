/**
 * The part of the pacing engine a client component may load (the browser bundle): no schemas, no
 * catalogue, nothing but what the build page's preview computes in the browser.
 */
export { lapTimeSeconds } from './services/lap-times.ts';
export { walkLabelDistance, withWalkRows } from './services/walk-label.ts';
