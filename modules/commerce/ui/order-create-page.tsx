import { Link } from '../../../src/ui/link.client.tsx';
import { requireUser } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { ErrorSummary, Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';
import { paymentProvider } from '../payments/payments.server.ts';
import { basketFromFields, evaluateBasket } from '../services/basket.ts';
import { formatMoney } from '../services/money.ts';
import { PayButton } from './pay-button.client.tsx';
import { PaymentNotes, PostalAddress, TotalsTable } from './shop-page-parts.tsx';
import { commerceApi } from '../api-paths.ts';

/**
 * order.create: "my pace bands" with ordering on. Quantities per saved band, the address and its
 * comment, a promo code; "Update the total" reloads this page with the basket in the query (the
 * server prices it), "Pay" posts it to the checkout. Errors come back beside their fields.
 */
export async function OrderCreatePage({ locale, query, available }: RoutePageProps) {
  const viewer = await requireUser();
  const LL = t(locale);
  const C = LL.commerce.create;
  const flash = await readFlash();
  const state = formState(flash, 'order');
  const fields = Object.keys(state.values).length ? state.values : Object.fromEntries(new URLSearchParams(query));
  const input = basketFromFields(fields);
  const basket = await evaluateBasket(requestEm(), viewer, locale, input, { requireComplete: false });
  const errors = { ...basket.errors, ...state.errors };
  const open = paymentProvider() !== null;
  const money = (v: number) => formatMoney(v, basket.settings.currency, locale);
  const profile = routePath(locale, 'profile.index');
  return (
    <div className="stack order-create">
      <PageTop locale={locale} route="order.create" title={C.title()} noindex />
      <p className="muted">{C.intro()}</p>
      <PaymentNotes locale={locale} closed={C.orderingOff()} />
      <FormMessage flash={flash} form="order" />
      <ErrorSummary
        title={LL.errors.api.invalid()}
        errors={state.errors}
        anchors={{ address: 'order-address', lines: 'order-lines', _: 'order-lines' }}
      />
      {basket.bands.length === 0 ? (
        <p>
          {C.noBands()} <Link to={routePath(locale, 'build.index')}>{C.buildOne()}</Link>
        </p>
      ) : (
        <PostForm action={commerceApi.routes.order.href()} locale={locale} label={C.title()}>
          <section className="card" id="order-lines" tabIndex={-1}>
            <div className="table-scroll">
              <table className="splits-table order-lines">
                <thead>
                  <tr>
                    <th scope="col">{C.band()}</th>
                    <th scope="col">{C.goals()}</th>
                    <th scope="col">{LL.commerce.money.price()}</th>
                    <th scope="col">{LL.commerce.money.quantity()}</th>
                  </tr>
                </thead>
                <tbody>
                  {basket.bands.map((band) => {
                    const name = `qty.${band.id}`;
                    const error = errors[name]?.[0];
                    return (
                      <tr key={band.id}>
                        <th scope="row">{band.title}</th>
                        <td>{band.goals}</td>
                        <td>
                          {basket.settings.regularBandPrice > basket.settings.bandPrice && (
                            <>
                              <s aria-label={LL.commerce.money.regularPrice()}>{money(basket.settings.regularBandPrice)}</s>{' '}
                            </>
                          )}
                          {money(basket.settings.bandPrice)}
                          <br />
                          {/* What one copy buys: a strip per goal time of the band (issue 29). */}
                          <span className="muted">{C.bandsPerCopy({ count: band.strips })}</span>
                        </td>
                        <td>
                          <input
                            id={`f-${name}`}
                            name={name}
                            type="number"
                            min={0}
                            max={basket.settings.maxQuantity}
                            inputMode="numeric"
                            defaultValue={fields[name] ?? '0'}
                            aria-label={`${LL.commerce.money.quantity()}: ${band.title}`}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `f-${name}-error` : undefined}
                            className="qty-input"
                          />
                          {error && (
                            <span id={`f-${name}-error`} className="field-error">
                              {error}
                            </span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {errors.lines && <p className="field-error">{errors.lines[0]}</p>}
          </section>
          <section className="card" id="order-address" tabIndex={-1} aria-labelledby="order-address-title">
            <h2 id="order-address-title">{C.address()}</h2>
            {basket.address ? (
              <>
                <PostalAddress address={basket.address} />
                {errors.address && (
                  <p className="field-error" role="alert">
                    {errors.address[0]}
                  </p>
                )}
                <p>
                  <Link to={profile}>{C.editAddress()}</Link>
                </p>
              </>
            ) : (
              <p className="field-error" role="alert">
                {C.addressMissing()} <Link to={profile}>{C.addAddress()}</Link>
              </p>
            )}
            <Field
              name="comment"
              as="textarea"
              rows={2}
              maxLength={500}
              label={C.comment()}
              hint={C.commentHint()}
              required
              errors={errors}
              value={fields.comment ?? ''}
            />
          </section>
          <section className="card">
            <Field name="promoCode" label={C.promoCode()} errors={errors} value={fields.promoCode ?? ''} autoComplete="off" />
            {basket.promo && <p className="form-success">{C.promoApplied({ code: basket.promo.code })}</p>}
            <TotalsTable
              locale={locale}
              quote={{ ...basket.quote, promoCode: basket.promo?.code ?? null, promoDiscount: basket.promo?.discount ?? null }}
            />
            <div className="downloads">
              <button className="btn btn-secondary" type="submit" formMethod="get" formAction={routePath(locale, 'order.create')}>
                {C.update()}
              </button>
              {open && (
                <PayButton
                  pay={LL.commerce.checkout.pay()}
                  payTotal={C.pay({ total: money(basket.quote.total) })}
                  priced={Object.fromEntries(basket.chosen.map((c) => [c.band.id, c.quantity]))}
                />
              )}
            </div>
            {open && available.has('terms.sale') && (
              <p className="field-hint">
                {C.saleTerms()} <Link to={routePath(locale, 'terms.sale')}>{C.saleTermsLink()}</Link>
              </p>
            )}
          </section>
        </PostForm>
      )}
    </div>
  );
}
