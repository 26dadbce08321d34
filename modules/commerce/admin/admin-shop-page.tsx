import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { ErrorSummary, Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { getShopSettings } from '../data/settings.repository.ts';
import { t } from '../locales/messages.ts';
import { CURRENCIES, amountField } from '../services/money.ts';
import { DONATION_TIERS, RETURN_ADDRESS_MAX } from '../services/shop-settings.ts';
import { commerceApi } from '../api-paths.ts';

/** admin.shop.index: band prices, currency, shipping by country group, the envelopes' return address, donation tiers (seeded defaults). */
export async function AdminShopPage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale).commerce;
  const S = LL.admin.shop;
  const settings = await getShopSettings(requestEm());
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'shop');
  const amount = (name: string, minor: number) => (
    <Field name={name} label={labelOf(name)} inputMode="decimal" required errors={errors} value={values[name] ?? amountField(minor)} />
  );
  function labelOf(name: string): string {
    if (name.startsWith('tier.')) return LL.donate.tiers[name.slice(5) as (typeof DONATION_TIERS)[number]].label();
    return (
      {
        bandPrice: S.bandPrice(),
        regularBandPrice: S.regularBandPrice(),
        'shipping.CA': S.shippingCA(),
        'shipping.US': S.shippingUS(),
        'shipping.other': S.shippingOther(),
      }[name] ?? name
    );
  }
  return (
    <div className="stack">
      <PageHead locale={locale} route="admin.shop.index" title={S.title()} noindex />
      <h1>{S.title()}</h1>
      <FormMessage flash={flash} form="shop" />
      <ErrorSummary title={t(locale).errors.api.invalid()} errors={errors} />
      <PostForm action={commerceApi.routes.adminShop.href()} locale={locale} label={S.title()} className="card">
        <Field
          name="currency"
          as="select"
          label={S.currency()}
          errors={errors}
          value={values.currency ?? settings.currency}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <div className="field-row">
          {amount('bandPrice', settings.bandPrice)}
          {amount('regularBandPrice', settings.regularBandPrice)}
        </div>
        <Field
          name="maxQuantity"
          label={S.maxQuantity()}
          inputMode="numeric"
          required
          errors={errors}
          value={values.maxQuantity ?? String(settings.maxQuantity)}
        />
        <fieldset className="form-section">
          <legend>{S.shipping()}</legend>
          <div className="field-row">
            {amount('shipping.CA', settings.shipping.CA)}
            {amount('shipping.US', settings.shipping.US)}
            {amount('shipping.other', settings.shipping.other)}
          </div>
        </fieldset>
        <Field
          name="returnAddress"
          as="textarea"
          rows={RETURN_ADDRESS_MAX.lines}
          maxLength={RETURN_ADDRESS_MAX.chars}
          label={S.returnAddress()}
          hint={S.returnAddressHint()}
          errors={errors}
          value={values.returnAddress ?? settings.returnAddress}
        />
        <fieldset className="form-section">
          <legend>{S.tiers()}</legend>
          <div className="field-row">
            {DONATION_TIERS.map((tier) => (
              <span key={tier}>{amount(`tier.${tier}`, settings.donationTiers[tier])}</span>
            ))}
          </div>
        </fieldset>
        <button className="btn" type="submit">
          {S.save()}
        </button>
      </PostForm>
    </div>
  );
}
