import { Piscina } from 'piscina';

/**
 * A worker task's answer with `bytes` moved back to the calling thread instead of copied (a
 * print file is a megabyte or more: a copy and a garbage-collection load the event loop need not
 * pay). Only a view over its whole buffer is moved; any other answer goes back as it is.
 */
export function withMovedBytes(answer: unknown, bytes: Uint8Array | null): unknown {
  if (!bytes || bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) return answer;
  return Piscina.move({ [Piscina.transferableSymbol]: [bytes.buffer], [Piscina.valueSymbol]: answer } as never);
}
