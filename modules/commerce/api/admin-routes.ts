import { Hono, type Context } from 'hono';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { keptValues, readFormPost } from '../../../src/host/forms/form-post.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { orderLabel } from '../data/commerce.dto.ts';
import { savePromo } from '../data/promo.repository.ts';
import { getShopSettings, saveShopSettings } from '../data/settings.repository.ts';
import { t } from '../locales/messages.ts';
import { paymentProvider } from '../payments/payments.server.ts';
import { parsePromoForm, parseShopForm } from '../services/admin-forms.ts';
import { retryAlertRefund, staffChangeStatus } from '../services/admin-orders.ts';
import { resolvePaymentAlert } from '../data/payment-alert.repository.ts';
import { isOrderStatus } from '../services/order-status.ts';
import { originOf } from './shop-routes.ts';
import { recordAudit } from '../../admin/index.ts';
import { commerceApi } from '../api-paths.ts';

const staff = (c: Context) => requireRole(STAFF_ROLES, c.req.raw.headers);

/** The team's forms: promo codes, order status (cancel refunds), shop settings (batch printing is the order-printing module's). */
export function adminRoutes() {
  return new Hono()
    .post(commerceApi.routes.adminPromo.pattern, async (c) => {
      const viewer = await staff(c);
      const f = await readFormPost(c);
      const P = t(f.locale).commerce.admin.promos;
      const id = c.req.param('id') === 'new' ? null : Number(c.req.param('id'));
      const back = id === null ? routePath(f.locale, 'admin.promos.create') : routePath(f.locale, 'admin.promos.edit', { id: String(id) });
      const parsed = parsePromoForm(f.fields, f.locale);
      if (!parsed.ok) return f.redirect(back, { flash: { form: 'promo', errors: parsed.errors, values: keptValues(f.fields) } });
      const saved = await savePromo(requestEm(), id, parsed.terms, (await getShopSettings(requestEm())).currency);
      if (!saved) return f.redirect(back, { flash: { form: 'promo', errors: { code: [P.duplicate()] }, values: keptValues(f.fields) } });
      await recordAudit(viewer, id === null ? 'promo.create' : 'promo.update', saved.code, {
        type: saved.type,
        value: saved.value,
        maxUses: saved.maxUses,
      });
      return f.redirect(routePath(f.locale, 'admin.promos.index'), {
        flash: { form: 'promos', errors: {}, values: {}, message: { kind: 'success', text: id === null ? P.created() : P.saved() } },
      });
    })
    .post(commerceApi.routes.adminOrderStatus.pattern, async (c) => {
      const viewer = await staff(c);
      const f = await readFormPost(c);
      const O = t(f.locale).commerce.admin.orders;
      const S = t(f.locale).commerce.status;
      const to = f.fields.to;
      const back = `${routePath(f.locale, 'admin.orders.index')}${f.fields.back?.startsWith('?') ? f.fields.back.slice(0, 500) : ''}`;
      if (!isOrderStatus(to)) return f.redirect(back);
      const change = await staffChangeStatus(requestEm(), paymentProvider(), f.fields.orderId ?? '', to, viewer.id, originOf(c));
      const number = change.order ? orderLabel(change.order.number) : (f.fields.number ?? '');
      const text = change.ok
        ? O.changed({ number, status: S[change.order.status]() })
        : change.reason === 'refund'
          ? O.refundFailed({ number })
          : change.reason === 'refused' && change.order
            ? O.refused({ number, from: S[change.order.status](), to: S[to]() })
            : t(f.locale).errors.api.notFound();
      return f.redirect(back, {
        flash: { form: 'orders', errors: {}, values: {}, message: { kind: change.ok ? 'success' : 'error', text } },
      });
    })
    .post(commerceApi.routes.adminAlert.pattern, async (c) => {
      const viewer = await staff(c);
      const f = await readFormPost(c);
      const A = t(f.locale).commerce.admin.orders.alerts;
      const id = Number(c.req.param('id'));
      const back = `${routePath(f.locale, 'admin.orders.index')}#payment-alerts`;
      const flash = (kind: 'success' | 'error', text: string) => ({
        flash: { form: 'orders', errors: {}, values: {}, message: { kind, text } },
      });
      if (c.req.param('action') === 'resolve') {
        if (!(await resolvePaymentAlert(requestEm(), id, viewer.id)))
          return f.redirect(back, flash('error', t(f.locale).errors.api.notFound()));
        await recordAudit(viewer, 'payment-alert.resolve', String(id), {});
        return f.redirect(back, flash('success', A.resolved()));
      }
      const alert = await retryAlertRefund(requestEm(), paymentProvider(), id, originOf(c));
      if (!alert) return f.redirect(back, flash('error', t(f.locale).errors.api.notFound()));
      await recordAudit(viewer, 'payment-alert.refund', String(id), { refundStatus: alert.refundStatus, refundId: alert.refundId });
      return alert.refundStatus === 'refunded'
        ? f.redirect(back, flash('success', A.refundDone({ id: alert.refundId ?? '' })))
        : f.redirect(back, flash('error', A.refundFailed()));
    })
    .post(commerceApi.routes.adminShop.pattern, async (c) => {
      const viewer = await staff(c);
      const f = await readFormPost(c);
      const back = routePath(f.locale, 'admin.shop.index');
      const parsed = parseShopForm(f.fields, f.locale);
      if (!parsed.ok) return f.redirect(back, { flash: { form: 'shop', errors: parsed.errors, values: keptValues(f.fields) } });
      await saveShopSettings(requestEm(), parsed.settings, viewer.id);
      await recordAudit(viewer, 'shop.settings', 'shop', parsed.settings as unknown as Record<string, unknown>);
      return f.redirect(back, {
        flash: { form: 'shop', errors: {}, values: {}, message: { kind: 'success', text: t(f.locale).commerce.admin.shop.saved() } },
      });
    });
}
