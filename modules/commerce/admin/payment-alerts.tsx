import type { Locale } from '../../../src/i18n/locales.ts';
import { Table } from '../../../src/ui/data-table.tsx';
import { PostForm } from '../../../src/ui/form.tsx';
import { orderLabel, type PaymentAlertDto } from '../data/commerce.dto.ts';
import { t } from '../locales/messages.ts';
import { formatMoney } from '../services/money.ts';
import { formatDate } from '../ui/shop-page-parts.tsx';
import { commerceApi } from '../api-paths.ts';

/** A refund that failed or has not gone through yet: it can be tried again. */
const refundable = (alert: PaymentAlertDto) => alert.refundStatus === 'failed' || alert.refundStatus === 'pending';

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
        <Table
          className="splits-table payment-alerts"
          rows={alerts}
          rowClass={(alert) => (refundable(alert) ? 'alert-open' : undefined)}
          columns={[
            { label: A.date(), cell: (alert) => formatDate(locale, alert.createdAt, true) },
            {
              label: A.order(),
              rowHeader: true,
              cell: (alert) => {
                const number = numbers.get(alert.orderId);
                return number !== undefined ? orderLabel(number) : alert.orderId.slice(0, 8);
              },
            },
            {
              label: A.reason(),
              cell: (alert) => (
                <>
                  {A.reasons[alert.reason]()}
                  {alert.detail && <div className="muted">{alert.detail}</div>}
                </>
              ),
            },
            {
              label: A.amount(),
              cell: (alert) => (alert.amount === null ? '' : formatMoney(alert.amount, alert.currency ?? 'CAD', locale)),
            },
            {
              label: A.refund(),
              cell: (alert) =>
                alert.refundStatus === 'refunded'
                  ? A.refundStatus.refunded({ id: alert.refundId ?? '' })
                  : A.refundStatus[alert.refundStatus](),
            },
            {
              label: A.resolve(),
              hiddenLabel: true,
              cell: (alert) => (
                <>
                  {refundable(alert) && <AlertAction locale={locale} alert={alert} action="refund" label={A.refundAgain()} />}
                  <AlertAction locale={locale} alert={alert} action="resolve" label={A.resolve()} />
                </>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}

/** One button on an alert: try its refund again, or mark it handled. */
function AlertAction(props: { locale: Locale; alert: PaymentAlertDto; action: 'refund' | 'resolve'; label: string }) {
  return (
    <PostForm
      action={commerceApi.routes.adminAlert.href({ id: String(props.alert.id), action: props.action })}
      locale={props.locale}
      label={props.label}
    >
      <button className="btn btn-secondary" type="submit">
        {props.label}
      </button>
    </PostForm>
  );
}
