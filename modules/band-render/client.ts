/**
 * The part of the band renderer a client component may load (the browser bundle): constants only,
 * no schemas, no worker pool, no fonts.
 */
export { PNG_DPIS, DEFAULT_PNG_DPI, type PngDpi } from './services/png-dpi.ts';
