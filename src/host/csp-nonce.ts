import { randomBytes } from 'node:crypto';
import { unstable_getContextData as getContextData } from 'waku/server';

/**
 * The nonce of the request's inline scripts (CSP `script-src 'nonce-…'`, ADR 0002): made by the
 * security headers for each request, read by the HTML render (src/host/nonce-render.ts) and by the
 * header once the answer is made. A page served from the page cache brings the nonce it was
 * rendered with (its HTML carries it), so the header follows the page.
 */
interface NonceData {
  cspNonce?: string;
}

/** 128 random bits, base64 (CSP's nonce-source grammar). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Sets the request's nonce (Waku's request context; outside one it is not kept). */
export function setRequestNonce(nonce: string): void {
  (getContextData() as NonceData).cspNonce = nonce;
}

/** The request's nonce, if one was set in its context. */
export function requestNonce(): string | undefined {
  return (getContextData() as NonceData).cspNonce;
}
