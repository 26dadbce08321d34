/**
 * How a print run's bands are mailed (SPEC 1: "batch printing of orders and envelopes"): a sheet
 * of address labels, or one envelope per order, C6 or DL (envelopes.ts). The run's second PDF.
 */
export const MAILINGS = ['labels', 'C6', 'DL'] as const;
export type Mailing = (typeof MAILINGS)[number];

export function toMailing(value: string | undefined): Mailing {
  return (MAILINGS as readonly string[]).includes(value ?? '') ? (value as Mailing) : 'labels';
}
