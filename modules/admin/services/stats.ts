import { requestEm } from '../../../src/db/orm.server.ts';
import type { SiteEvent } from '../../../src/host/module-contract.ts';
import { isLocale } from '../../../src/i18n/locales.ts';
import { insertStatEvent } from '../data/stats.repository.ts';

/** The admin module keeps every counted event (src/host/events.ts) for the owner's stats dashboard. */
export async function storeEvent(event: SiteEvent): Promise<void> {
  await insertStatEvent(requestEm(), {
    kind: event.kind,
    locale: isLocale(event.locale) ? event.locale : null,
    country: event.country,
    amount: event.amountCents,
  });
}
