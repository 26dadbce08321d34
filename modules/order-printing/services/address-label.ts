import { countryGroupOf, type OrderAddress } from '../../commerce/index.ts';

/** English country names for the last line of an international label (the post reads it). */
const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * An address as the post wants it, by country group, in capitals (Canada Post and USPS both ask
 * for it): CA "CITY PROVINCE  POSTAL CODE"; US "CITY STATE ZIP"; elsewhere "POSTCODE CITY" then
 * the country. Labels leave from Canada: a US address names its country too.
 */
export function addressLabelLines(address: OrderAddress, extra: string | null = null): string[] {
  const up = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');
  const street = address.unit ? `${address.street}, ${address.unit}` : address.street;
  const group = countryGroupOf(address.country);
  const lines = [up(address.recipient), up(street)];
  if (group === 'CA') lines.push(`${up(address.city)} ${up(address.state ?? '')}  ${up(address.zip)}`.replace(/ {3,}/, '  '), 'CANADA');
  else if (group === 'US')
    lines.push(`${up(address.city)} ${up(address.state ?? '')} ${up(address.zip)}`.replace(/ {2,}/g, ' '), 'UNITED STATES');
  else {
    if (address.state) lines.push(`${up(address.zip)} ${up(address.city)} ${up(address.state)}`);
    else lines.push(`${up(address.zip)} ${up(address.city)}`);
    lines.push(up(displayNames.of(address.country) ?? address.country));
  }
  return extra ? [...lines, extra] : lines;
}
