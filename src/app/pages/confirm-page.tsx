import { CONFIRMED_FIELD, pendingConfirmation } from '../../host/forms/confirmation.ts';
import { readFlash } from '../../host/forms/flash.server.ts';
import type { RoutePageProps } from '../../i18n/page-types.ts';
import { t } from '../../i18n/messages.ts';
import { routePath } from '../../i18n/route-table.ts';
import { PostForm } from '../../ui/form.tsx';
import { PageTop } from '../../ui/page-head.tsx';
import '../host-routes.ts';

/**
 * confirm.index (open): SPEC 8's question before a destructive action, for a browser without
 * JavaScript. The handler that was asked kept the form's fields (src/host/forms/confirmation.ts);
 * "yes" posts them back with `confirmed=1`, "cancel" returns to the page the form was on. The
 * handler checks who may act, again, on that post.
 */
export async function ConfirmPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const pending = pendingConfirmation(await readFlash());
  const head = (
    <>
      <PageTop locale={locale} route="confirm.index" title={LL.confirm.title()} noindex />
    </>
  );
  if (!pending)
    return (
      <div className="card confirm-card">
        {head}
        <p>{LL.confirm.gone()}</p>
        <a className="btn btn-secondary" href={routePath(locale, 'home.index')}>
          {LL.errors.home()}
        </a>
      </div>
    );
  return (
    <div className="card confirm-card">
      {head}
      <PostForm action={pending.action} locale={locale} label={LL.confirm.title()}>
        {Object.entries(pending.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={CONFIRMED_FIELD} value="1" />
        <p className="confirm-question">⚠ {pending.kind === 'delete' ? LL.confirm.delete() : LL.confirm.action()}</p>
        <div className="form-actions">
          <button className={pending.kind === 'delete' ? 'btn btn-accent' : 'btn'} type="submit">
            {LL.confirm.yes()}
          </button>
          <a className="btn btn-secondary" href={pending.back}>
            {LL.confirm.no()}
          </a>
        </div>
      </PostForm>
    </div>
  );
}
