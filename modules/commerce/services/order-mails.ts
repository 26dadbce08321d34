import type { Locale } from '../../../src/i18n/locales.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import type { Mail } from '../../accounts/index.ts';
import { orderLabel, type OrderDto, type PaymentAlertDto } from '../data/commerce.dto.ts';
import { t } from '../locales/messages.ts';
import { formatMoney } from './money.ts';

export type OrderMailKind = 'received' | 'receipt' | 'mailed' | 'donation' | 'canceled' | 'refunded';

/**
 * The shop's mails, in the language the member ordered in: order received, payment receipt (or the
 * donation's thank-you), band mailed, order canceled (and refunded when it was paid), and a payment
 * the shop could not keep, refunded (`stray`: the alert that says which and why). `origin` makes
 * the order link absolute.
 */
export function orderMail(
  kind: OrderMailKind,
  order: OrderDto,
  to: { email: string; name: string },
  origin: string,
  stray: PaymentAlertDto | null = null,
): Mail {
  const locale: Locale = toLocale(order.locale);
  const LL = t(locale).commerce.mail;
  const number = orderLabel(order.number);
  const total = formatMoney(order.total, order.currency, locale);
  const link =
    order.kind === 'bands' ? [LL.link({ url: `${origin}${routePath(locale, 'order.show', { number: String(order.number) })}` }), ''] : [];
  // A guest's donation has no name: the greeting goes without one rather than "Bonjour ,".
  const name = to.name.trim();
  const greeting = name ? LL.greeting({ name }) : LL.greetingNoName();
  const text = (body: string, extra: string[] = []) =>
    [greeting, '', body, '', LL.orderLine({ number, total }), ...extra, '', ...link, LL.signature()].join('\n');
  const receiptLines = [
    `${t(locale).commerce.money.subtotal()}: ${formatMoney(order.subtotal, order.currency, locale)}`,
    ...(order.discount ? [`${t(locale).commerce.money.discount()}: −${formatMoney(order.discount, order.currency, locale)}`] : []),
    `${t(locale).commerce.money.shipping()}: ${formatMoney(order.shipping, order.currency, locale)}`,
    `${t(locale).commerce.money.total()}: ${total}`,
  ];
  switch (kind) {
    case 'received':
      return { kind: 'order-received', to: to.email, subject: LL.received.subject({ number }), text: text(LL.received.body()) };
    case 'receipt':
      return {
        kind: 'order-receipt',
        to: to.email,
        subject: LL.receipt.subject({ number }),
        text: text(LL.receipt.body(), ['', ...receiptLines]),
      };
    case 'mailed':
      return { kind: 'order-mailed', to: to.email, subject: LL.mailed.subject({ number }), text: text(LL.mailed.body()) };
    case 'donation':
      return { kind: 'donation-receipt', to: to.email, subject: LL.donation.subject(), text: text(LL.donation.body({ total })) };
    case 'canceled':
      return {
        kind: 'order-canceled',
        to: to.email,
        subject: LL.canceled.subject({ number }),
        text: text(LL.canceled.body(), [
          '',
          order.refundId ? `${LL.canceled.refunded({ total })} ${LL.refundDelay()}` : LL.canceled.nothingCharged(),
        ]),
      };
    case 'refunded': {
      const amount = stray?.amount != null ? formatMoney(stray.amount, stray.currency ?? order.currency, locale) : total;
      return {
        kind: 'order-refunded',
        to: to.email,
        subject: LL.refunded.subject({ number }),
        text: text(LL.refunded.body({ amount, why: LL.refunded.why[stray?.reason ?? 'mismatch']() }), ['', LL.refundDelay()]),
      };
    }
  }
}
