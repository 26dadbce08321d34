import { z } from 'zod';
import { CURRENCIES } from './money.ts';

export { COUNTRY_GROUPS, countryGroupOf, type CountryGroup } from '../../../src/lib/countries.ts';

/** The donation tiers of SPEC 1, in the order the page shows them. */
export const DONATION_TIERS = ['coffee', 'hosting', 'features', 'premium'] as const;
export type DonationTier = (typeof DONATION_TIERS)[number];

const minor = z.number().int().min(0).max(10_000_000);

/** An envelope's corner holds this much: a few short lines. */
export const RETURN_ADDRESS_MAX = { lines: 6, lineChars: 60, chars: 400 } as const;

/** What the team edits on the shop settings screen. Every amount is in minor units (cents). */
export const shopSettingsSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Price of one printed band. */
  bandPrice: minor,
  /** The "regular price" shown struck through beside it (equal when there is no offer). */
  regularBandPrice: minor,
  shipping: z.object({ CA: minor, US: minor, other: minor }),
  donationTiers: z.object({ coffee: minor.min(100), hosting: minor.min(100), features: minor.min(100), premium: minor.min(100) }),
  /** Most copies of one band in an order. */
  maxQuantity: z.number().int().min(1).max(1000),
  /** The sender's address printed on envelopes, one line per line (empty: none). */
  returnAddress: z.string().max(RETURN_ADDRESS_MAX.chars).default(''),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** Seeded on first start; the team changes them in admin → shop settings. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  currency: 'CAD',
  bandPrice: 500,
  regularBandPrice: 700,
  shipping: { CA: 300, US: 500, other: 800 },
  donationTiers: { coffee: 500, hosting: 1500, features: 3000, premium: 7500 },
  maxQuantity: 50,
  returnAddress: '',
};

/** Smallest and largest free donation, in minor units. */
export const DONATION_LIMITS = { min: 100, max: 100_000 } as const;

/** The return address as typed on the shop settings screen → its printed lines (on envelopes). */
export function returnAddressLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}
