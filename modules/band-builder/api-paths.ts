import { defineApi } from '../../src/lib/api-route.ts';

/**
 * /api/bands/*: plans, previews, print files, saved bands and shared snapshots (mounted, registered
 * and linked from here; browser-safe, the builder's islands fetch through it). The watch files
 * under /api/bands are the watch module's (bandWatchApi); /api/band-races is race-review's
 * (bandRacesApi); /api/themes is band-themes' (themesApiPaths).
 */
export const bandsApi = defineApi('/bands', {
  plan: '/plan',
  preview: '/preview',
  previewSvg: '/preview.svg',
  pdf: '/band.pdf',
  png: '/band.png',
  svg: '/band.svg',
  savedViewer: '/saved/viewer',
  savedCreate: '/saved',
  saved: '/saved/:id',
  savedDuplicate: '/saved/:id/duplicate',
  snapshots: '/snapshots',
  snapshotPdf: '/snapshots/:id/band.pdf',
  snapshotPng: '/snapshots/:id/band.png',
});
