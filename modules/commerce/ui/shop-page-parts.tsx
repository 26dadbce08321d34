import { LOCALE_TAGS, type Locale } from '../../../src/i18n/locales.ts';
import { PostForm } from '../../../src/ui/form.tsx';
import type { AddressDto } from '../../accounts/index.ts';
import type { OrderDetailDto } from '../data/commerce.dto.ts';
import { t } from '../locales/messages.ts';
import { isSimulated, paymentProvider } from '../payments/payments.server.ts';
import type { Quote } from '../services/pricing.ts';
import { formatMoney } from '../services/money.ts';
import type { OrderStatus } from '../services/order-status.ts';
import { commerceApi } from '../api-paths.ts';

/** The money table of an order or a basket: subtotal (and regular price), shipping, discount, total. */
export function TotalsTable({
  locale,
  quote,
  caption,
}: {
  locale: Locale;
  quote: Omit<Quote, 'unitPrice' | 'regularUnitPrice'> & { promoCode?: string | null; promoDiscount?: string | null };
  caption?: string;
}) {
  const M = t(locale).commerce.money;
  const money = (v: number) => formatMoney(v, quote.currency, locale);
  return (
    <table className="splits-table totals-table">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <tbody>
        <tr>
          <th scope="row">{M.subtotal()}</th>
          <td data-testid="subtotal">
            {quote.regularSubtotal > quote.subtotal && (
              <>
                <s aria-label={M.regularPrice()}>{money(quote.regularSubtotal)}</s>{' '}
              </>
            )}
            {money(quote.subtotal)}
          </td>
        </tr>
        <tr>
          <th scope="row">{M.shipping()}</th>
          <td data-testid="shipping">{money(quote.shipping)}</td>
        </tr>
        {quote.discount > 0 && (
          <tr>
            <th scope="row">
              {M.discount()}
              {quote.promoCode ? ` (${quote.promoCode}${quote.promoDiscount ? `: ${quote.promoDiscount}` : ''})` : ''}
            </th>
            <td data-testid="discount">−{money(quote.discount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{M.total()}</th>
          <td data-testid="total">
            <strong>{money(quote.total)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function StatusBadge({ locale, status }: { locale: Locale; status: OrderStatus }) {
  return <span className={`order-status order-status-${status}`}>{t(locale).commerce.status[status]()}</span>;
}

/** "2026-11-23" style date in the reader's language. */
export function formatDate(locale: Locale, iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(
    LOCALE_TAGS[locale],
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(new Date(iso));
}

/** "Test mode" where payments are simulated (a plain start on the embedded database): nobody takes it for a real shop. */
export function TestModeNote({ locale }: { locale: Locale }) {
  if (!isSimulated(paymentProvider())) return null;
  return (
    <p className="form-message test-mode" role="note" data-testid="test-mode">
      {t(locale).commerce.checkout.testMode()}
    </p>
  );
}

/** Above a paying form: why it cannot be paid now (no payment service), else the test-mode note. */
export function PaymentNotes({ locale, closed }: { locale: Locale; closed: string }) {
  if (paymentProvider() !== null) return <TestModeNote locale={locale} />;
  return (
    <p className="form-message error-summary" role="alert">
      {closed}
    </p>
  );
}

/** "Try again" after a declined card: a new checkout for the same order. */
export function TryAgainButton({ locale, orderId }: { locale: Locale; orderId: string }) {
  const label = t(locale).commerce.receipt.tryAgain();
  return (
    <PostForm action={commerceApi.routes.retry.href({ id: orderId })} locale={locale} label={label}>
      <button className="btn" type="submit">
        {label}
      </button>
    </PostForm>
  );
}

/** An order's bands: title, copies and their price. */
export function OrderLinesTable({ locale, order }: { locale: Locale; order: OrderDetailDto }) {
  return (
    <table className="splits-table">
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.position}>
            <th scope="row">{line.title}</th>
            <td>×{line.quantity}</td>
            <td>{formatMoney(line.unitPrice * line.quantity, order.currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A shipping address as the post writes it. */
export function PostalAddress({ address: a }: { address: AddressDto }) {
  return (
    <address>
      {a.recipient}
      <br />
      {a.street}
      {a.unit ? `, ${a.unit}` : ''}
      <br />
      {a.city} {a.state ?? ''} {a.zip}
      <br />
      {a.country}
    </address>
  );
}

/** An order's shipping address card, the buyer's comment under the address when there is one. */
export function ShippingAddressCard(props: {
  headingId: string;
  title: string;
  address: AddressDto;
  comment: string | null | undefined;
  commentLabel: string;
}) {
  return (
    <section className="card" aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.title}</h2>
      <PostalAddress address={props.address} />
      {props.comment && (
        <p>
          {props.commentLabel}: {props.comment}
        </p>
      )}
    </section>
  );
}
