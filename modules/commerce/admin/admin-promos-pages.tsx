import { Link } from '../../../src/ui/link.client.tsx';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { AdminEditorFrame, AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { DataTable, type Column } from '../../../src/ui/data-table.tsx';
import { Field, FormMessage } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { parseTableQuery, sortAndPage } from '../../../src/ui/table-query.ts';
import type { PromoDto } from '../data/commerce.dto.ts';
import { findPromo, listPromos } from '../data/promo.repository.ts';
import { getShopSettings } from '../data/settings.repository.ts';
import { t } from '../locales/messages.ts';
import { amountField, formatMoney } from '../services/money.ts';
import { commerceApi } from '../api-paths.ts';

const FLAGS = ['isAdminOnly', 'isApplyOnce', 'isExistingUserOnly', 'isNewUserOnly', 'isFreeShipping'] as const;

function dateField(d: Date | null): string {
  return d ? d.toISOString().slice(0, 10) : '';
}

const PROMO_TABLE = { sorts: ['code', 'uses', 'until'] as const, defaultSort: 'code' as const };

/** admin.promos.index: every code with its value, uses and validity, sorted and paged. */
export async function AdminPromosPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const P = t(locale).commerce.admin.promos;
  const [promos, settings, flash] = await Promise.all([listPromos(requestEm()), getShopSettings(requestEm()), readFlash()]);
  const value = (p: PromoDto) => (p.type === 'percentage' ? `${p.value} %` : formatMoney(p.value, settings.currency, locale));
  const state = parseTableQuery(query, PROMO_TABLE);
  const { rows, window } = sortAndPage(
    promos,
    state,
    { code: (p) => p.code, uses: (p) => p.uses, until: (p) => dateField(p.validUntil) },
    locale,
  );
  const columns: Array<Column<PromoDto, (typeof PROMO_TABLE.sorts)[number]>> = [
    {
      label: P.fields.code(),
      sort: 'code',
      rowHeader: true,
      cell: (p) => <Link to={routePath(locale, 'admin.promos.edit', { id: String(p.id) })}>{p.code}</Link>,
    },
    { label: P.discount(), cell: (p) => `${p.discount || value(p)}${p.isFreeShipping ? ` + ${P.fields.isFreeShipping()}` : ''}` },
    { label: P.uses(), sort: 'uses', firstDir: 'desc', cell: (p) => `${p.uses} / ${p.maxUses ?? P.unlimited()}` },
    {
      label: P.validity(),
      sort: 'until',
      cell: (p) => (p.validFrom || p.validUntil ? `${dateField(p.validFrom)} → ${dateField(p.validUntil)}` : P.always()),
    },
  ];
  return (
    <div>
      <PageHead locale={locale} route="admin.promos.index" title={P.title()} noindex />
      <AdminHeader
        title={P.title()}
        action={
          <Link className="btn" to={routePath(locale, 'admin.promos.create')}>
            {P.create()}
          </Link>
        }
      />
      <FormMessage flash={flash} form="promos" />
      <DataTable locale={locale} caption={P.title()} columns={columns} rows={rows} view={{ state, window, query }} empty={P.empty()} />
    </div>
  );
}

async function PromoForm({ locale, promo }: { locale: Locale; promo: PromoDto | null }) {
  const P = t(locale).commerce.admin.promos;
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'promo');
  const v = (name: string, fallback: string) => values[name] ?? fallback;
  const title = promo ? P.edit({ code: promo.code }) : P.create();
  const route = promo ? 'admin.promos.edit' : 'admin.promos.create';
  const type = v('type', promo?.type ?? 'percentage');
  const initialValue = promo ? (promo.type === 'fixed' ? amountField(promo.value) : String(promo.value)) : '';
  const submitted = Object.keys(values).length > 0;
  return (
    <AdminEditorFrame
      locale={locale}
      route={route}
      params={promo ? { id: String(promo.id) } : {}}
      title={title}
      back={{ href: routePath(locale, 'admin.promos.index') }}
      errors={errors}
      action={commerceApi.routes.adminPromo.href({ id: promo ? String(promo.id) : 'new' })}
      submit={P.save()}
    >
      <Field name="code" label={P.fields.code()} required errors={errors} value={v('code', promo?.code ?? '')} autoComplete="off" />
      <Field
        name="type"
        as="select"
        label={P.fields.type()}
        errors={errors}
        value={type}
        options={[
          { value: 'percentage', label: P.fields.percentage() },
          { value: 'fixed', label: P.fields.fixed() },
        ]}
      />
      <Field
        name="value"
        label={P.fields.value()}
        hint={P.fields.valueHint()}
        required
        inputMode="decimal"
        errors={errors}
        value={v('value', initialValue)}
      />
      <div className="field-row">
        {(['maxUses', 'quantityMin'] as const).map((name) => (
          <Field
            key={name}
            name={name}
            label={P.fields[name]()}
            inputMode="numeric"
            errors={errors}
            value={v(name, promo?.[name]?.toString() ?? '')}
          />
        ))}
      </div>
      <div className="field-row">
        {(['validFrom', 'validUntil'] as const).map((name) => (
          <Field
            key={name}
            name={name}
            type="date"
            label={P.fields[name]()}
            errors={errors}
            value={v(name, dateField(promo?.[name] ?? null))}
          />
        ))}
      </div>
      <Field name="courseId" label={P.fields.courseId()} errors={errors} value={v('courseId', promo?.courseId ?? '')} />
      <Field name="userId" label={P.fields.userId()} errors={errors} value={v('userId', promo?.userId ?? '')} />
      {FLAGS.map((flag) => {
        const checked = submitted ? values[flag] === 'on' : Boolean(promo?.[flag]);
        const error = errors[flag]?.[0];
        return (
          <div key={flag} className="field-check">
            <input
              id={`f-${flag}`}
              type="checkbox"
              name={flag}
              defaultChecked={checked}
              aria-describedby={error ? `f-${flag}-error` : undefined}
            />
            <label htmlFor={`f-${flag}`}>{P.fields[flag]()}</label>
            {error && (
              <span id={`f-${flag}-error`} className="field-error">
                {error}
              </span>
            )}
          </div>
        );
      })}
    </AdminEditorFrame>
  );
}

/** admin.promos.create */
export async function AdminPromoCreatePage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  return <PromoForm locale={locale} promo={null} />;
}

/** admin.promos.edit */
export async function AdminPromoEditPage({ locale, params }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const promo = await findPromo(requestEm(), id);
  if (!promo) notFound();
  return <PromoForm locale={locale} promo={promo} />;
}
