/** Keys whose values never reach the log table, whatever their nesting. */
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|session|altcha|card|iban/i;

/**
 * A copy of a log line with secrets removed: values under secret-looking keys become
 * "[redacted]", and bearer tokens or URL credentials inside strings are masked.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') {
    return value.replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1[redacted]').replace(/(\/\/[^/:@\s]+:)[^@\s]+@/g, '$1[redacted]@');
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1);
    return out;
  }
  return value;
}
