import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { ErrorSummary, Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { getShopSettings } from '../data/settings.repository.ts';
import { t } from '../locales/messages.ts';
import { paymentProvider } from '../payments/payments.server.ts';
import { amountField, formatMoney } from '../services/money.ts';
import { DONATION_TIERS } from '../services/shop-settings.ts';
import { PaymentNotes } from './shop-page-parts.tsx';
import { commerceApi } from '../api-paths.ts';

/** donate.index (open): the four tiers (SPEC 1) and a free amount, paid through the same payment service. */
export async function DonatePage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const D = LL.commerce.donate;
  const settings = await getShopSettings(requestEm());
  const flash = await readFlash();
  const state = formState(flash, 'donate');
  const open = paymentProvider() !== null;
  const money = (v: number) => formatMoney(v, settings.currency, locale);
  return (
    <div className="stack donate">
      <PageTop locale={locale} route="donate.index" title={D.title()} />
      <p>{D.intro()}</p>
      <PaymentNotes locale={locale} closed={D.closed()} />
      <FormMessage flash={flash} form="donate" />
      <ErrorSummary title={LL.errors.api.invalid()} errors={state.errors} />
      <ul className="grid donation-tiers">
        {DONATION_TIERS.map((tier) => (
          <li key={tier} className="card">
            <h2>{D.tiers[tier].label()}</h2>
            <p className="muted">{D.tiers[tier].text()}</p>
            {open && (
              <PostForm action={commerceApi.routes.donate.href()} locale={locale} label={D.tiers[tier].label()}>
                <input type="hidden" name="tier" value={tier} />
                <button className="btn" type="submit">
                  {D.give({ amount: money(settings.donationTiers[tier]) })}
                </button>
              </PostForm>
            )}
          </li>
        ))}
      </ul>
      {open && (
        <section className="card" aria-labelledby="donate-free">
          <h2 id="donate-free">{D.free()}</h2>
          <PostForm action={commerceApi.routes.donate.href()} locale={locale} label={D.free()}>
            <input type="hidden" name="tier" value="free" />
            <Field
              name="amount"
              label={D.amount({ currency: settings.currency })}
              inputMode="decimal"
              errors={state.errors}
              value={state.values.amount ?? amountField(settings.donationTiers.hosting)}
            />
            <Field
              name="email"
              type="email"
              label={D.email()}
              errors={state.errors}
              value={state.values.email ?? ''}
              autoComplete="email"
            />
            <button className="btn" type="submit">
              {D.giveFree()}
            </button>
          </PostForm>
        </section>
      )}
    </div>
  );
}
