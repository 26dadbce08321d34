import { unstable_redirect as redirect } from 'waku/router/server';
import { unstable_getContext as getContext } from 'waku/server';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { getAuth } from '../auth/auth-instance.server.ts';
import { sessionUser } from '../auth/session.ts';
import { findAddress } from '../data/address.repository.ts';
import { visitorCountry } from '../../../src/host/geo-location.server.ts';
import { AddressForm } from './address-form.tsx';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { Field, FormMessage, PostForm, SubmitButton } from '../../../src/ui/form.tsx';
import { NewPasswordFields } from './account-form-card.tsx';
import { DELETION_LINK_TTL_S, hasPassword } from '../services/deletion-link.ts';
import { PublicCoursesChoice } from './public-courses-choice.tsx';
import { accountsApi } from '../api-paths.ts';

/** profile.index (auth): details, picture, shipping address, password, email, deletion, logout. */
export async function ProfilePage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const A = LL.accounts;
  const P = A.profile;
  const user = await sessionUser(getAuth(), getContext().req.headers);
  // The host's guard already sent guests to log in; this page checks again on its own.
  if (!user) redirect(`${routePath(locale, 'login.index')}?redirectTo=${encodeURIComponent(routePath(locale, 'profile.index'))}`, 303);
  const flash = await readFlash();
  const address = await findAddress(requestEm(), user.id);
  // A member who signs in only through a social provider confirms a deletion by a mailed link.
  const withPassword = await hasPassword(getAuth(), getContext().req.headers);
  const state = (form: string) => formState(flash, form);
  const section = (form: string, title: string, body: React.ReactNode) => (
    <section className="card" aria-labelledby={`h-${form}`}>
      <h2 id={`h-${form}`}>{title}</h2>
      <FormMessage flash={flash} form={form} />
      {body}
    </section>
  );
  // A section that is one posted form, named by the section's title; it posts to the handler of its name (api-paths.ts).
  type ProfileForm = 'profile' | 'avatar' | 'password' | 'email' | 'delete';
  const formSection = (form: ProfileForm, title: string, body: React.ReactNode, multipart = false) =>
    section(
      form,
      title,
      <PostForm action={accountsApi.routes[form].href()} locale={locale} multipart={multipart} label={title}>
        {body}
      </PostForm>,
    );
  const passwordField = (form: string, name = 'currentPassword', label = A.fields.currentPassword()) => (
    <Field name={name} type="password" label={label} errors={state(form).errors} autoComplete="current-password" />
  );
  return (
    <div className="account-profile">
      <PageTop locale={locale} route="profile.index" title={P.title()} noindex />
      <FormMessage flash={flash} form="verify-email" />
      {formSection(
        'profile',
        P.details(),
        <>
          <Field
            name="name"
            label={A.fields.name()}
            errors={state('profile').errors}
            value={state('profile').values.name ?? user.name}
            autoComplete="name"
          />
          <SubmitButton label={P.save()} />
        </>,
      )}
      {formSection(
        'avatar',
        P.avatar(),
        <>
          {user.image && <img className="avatar-large" src={user.image} alt={P.avatarAlt({ name: user.name })} width={96} height={96} />}
          <Field name="avatar" type="file" label={A.fields.avatar()} errors={state('avatar').errors} hint={P.avatarHint()} />
          <SubmitButton label={P.avatarUpload()} />
        </>,
        true,
      )}
      {section(
        'address',
        P.address(),
        <AddressForm locale={locale} address={address} defaultCountry={await visitorCountry()} {...state('address')} />,
      )}
      {formSection(
        'password',
        P.password(),
        <>
          {passwordField('password')}
          <NewPasswordFields A={A} errors={state('password').errors} name="newPassword" label={A.fields.newPassword()} />
          <SubmitButton label={P.save()} />
        </>,
      )}
      {formSection(
        'email',
        P.email(),
        <>
          <p className="muted">{P.currentEmail({ email: user.email })}</p>
          <Field
            name="newEmail"
            type="email"
            label={A.fields.newEmail()}
            errors={state('email').errors}
            value={state('email').values.newEmail}
            autoComplete="email"
          />
          {passwordField('email')}
          <SubmitButton label={P.save()} />
        </>,
      )}
      {section(
        'export',
        P.exportTitle(),
        <div>
          <p>{P.exportText()}</p>
          <a className="btn btn-secondary" href={accountsApi.routes.export.href()} download>
            {P.exportButton()}
          </a>
        </div>,
      )}
      {formSection(
        'delete',
        P.delete(),
        <>
          <p>{P.deleteWarning()}</p>
          {withPassword ? (
            passwordField('delete', 'password', A.fields.password())
          ) : (
            <p className="muted">{P.deleteByMail({ email: user.email, minutes: String(DELETION_LINK_TTL_S / 60) })}</p>
          )}
          <PublicCoursesChoice LL={LL} />
          <div className={state('delete').errors.confirm ? 'field-check field-invalid' : 'field-check'}>
            <input id="f-confirm" name="confirm" type="checkbox" value="yes" />
            <label htmlFor="f-confirm">{P.deleteConfirm()}</label>
          </div>
          {state('delete').errors.confirm?.map(
            (m, i) =>
              i === 0 && (
                <p key={m} className="field-error">
                  {m}
                </p>
              ),
          )}
          <SubmitButton className="btn btn-accent" label={withPassword ? P.deleteSubmit() : P.deleteSendLink()} />
        </>,
      )}
      <PostForm action={accountsApi.routes.logout.href()} locale={locale}>
        <SubmitButton className="btn btn-secondary" label={P.logout()} />
      </PostForm>
    </div>
  );
}
