import { QUERY_FIELDS } from '../services/predictor-query.ts';

/** A hostile text in each field of the predictor's query, and as the raw query string, for the tests and `npm run bench`. */
export function hostileQueries(text: string): (string | URLSearchParams)[] {
  const base = { distance: 'custom', custom: '10', unit: 'km', time: '45:00', sex: 'f', age: '40' };
  return [text, `?${text}`, ...QUERY_FIELDS.map((field) => new URLSearchParams({ ...base, [field]: text }))];
}
