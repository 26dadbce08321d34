/** A URL part decoded, or null when its escapes are malformed (`%E0%A4%A`) instead of a URIError. */
export function safeDecodeURIComponent(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** A path decoded as `decodeURI` does, or null when its escapes are malformed instead of a URIError. */
export function safeDecodeURI(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}
