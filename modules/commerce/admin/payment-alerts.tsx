import type { Locale } from '../../../src/i18n/locales.ts';
import { PostForm } from '../../../src/ui/form.tsx';
import { orderLabel, type PaymentAlertDto } from '../data/commerce.dto.ts';
import { t } from '../locales/messages.ts';
import { formatMoney } from '../services/money.ts';
import { formatDate } from '../ui/shop-page-parts.tsx';
import { commerceApi } from '../api-paths.ts';

/**
 * The orders screen's "Payments to check" (issue 28): payments the shop did not keep on their
 * order, with their automatic refund; a failed refund can be tried again, and the team marks each
 * one handled. Shown only while some are open.
 */
export function PaymentAlerts({
  locale,
  alerts,
  numbers,
}: {
  locale: Locale;
  alerts: PaymentAlertDto[];
  numbers: ReadonlyMap<string, number>;
}) {
  if (alerts.length === 0) return null;
  const A = t(locale).commerce.admin.orders.alerts;
  return (
    <section className="card" id="payment-alerts" aria-labelledby="payment-alerts-title">
      <h2 id="payment-alerts-title">{A.title()}</h2>
      <p className="muted">{A.intro()}</p>
      <div className="table-scroll">
        <table className="splits-table payment-alerts">
          <thead>
            <tr>
              <th scope="col">{A.date()}</th>
              <th scope="col">{A.order()}</th>
              <th scope="col">{A.reason()}</th>
              <th scope="col">{A.amount()}</th>
              <th scope="col">{A.refund()}</th>
              <th scope="col">
                <span className="visually-hidden">{A.resolve()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => {
              const number = numbers.get(alert.orderId);
              const refundable = alert.refundStatus === 'failed' || alert.refundStatus === 'pending';
              return (
                <tr key={alert.id} className={refundable ? 'alert-open' : undefined}>
                  <td>{formatDate(locale, alert.createdAt, true)}</td>
                  <th scope="row">{number !== undefined ? orderLabel(number) : alert.orderId.slice(0, 8)}</th>
                  <td>
                    {A.reasons[alert.reason]()}
                    {alert.detail && <div className="muted">{alert.detail}</div>}
                  </td>
                  <td>{alert.amount === null ? '' : formatMoney(alert.amount, alert.currency ?? 'CAD', locale)}</td>
                  <td>
                    {alert.refundStatus === 'refunded'
                      ? A.refundStatus.refunded({ id: alert.refundId ?? '' })
                      : A.refundStatus[alert.refundStatus]()}
                  </td>
                  <td>
                    {refundable && (
                      <PostForm
                        action={commerceApi.routes.adminAlert.href({ id: String(alert.id), action: 'refund' })}
                        locale={locale}
                        label={A.refundAgain()}
                      >
                        <button className="btn btn-secondary" type="submit">
                          {A.refundAgain()}
                        </button>
                      </PostForm>
                    )}
                    <PostForm
                      action={commerceApi.routes.adminAlert.href({ id: String(alert.id), action: 'resolve' })}
                      locale={locale}
                      label={A.resolve()}
                    >
                      <button className="btn btn-secondary" type="submit">
                        {A.resolve()}
                      </button>
                    </PostForm>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
