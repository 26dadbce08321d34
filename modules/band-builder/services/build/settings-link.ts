/**
 * Settings travel in links (share, reopen, download) as one `s` query parameter: the settings
 * JSON in base64url. Runs in the browser and on the server alike (no Buffer). Validation happens
 * where the link is opened, never here.
 */
const MAX_ENCODED = 16_000;

export function encodeSettingsParam(input: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(input));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The decoded settings, or null for anything that is not base64url JSON of sane size. */
export function decodeSettingsParam(value: string | null | undefined): unknown {
  if (!value || value.length > MAX_ENCODED || !/^[\w-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}
