import type { ReactNode } from 'react';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteName, RouteParams } from '../../../src/i18n/route-table.ts';
import type { Flash } from '../../../src/db/flash-store.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { Field, FormMessage, type FieldErrors } from '../../../src/ui/form.tsx';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';

type AccountWords = ReturnType<typeof t>['accounts'];

/** What a guest account page reads first: its words, the flash of the last post and its form's messages and values. */
export async function accountFormState(locale: Locale, form: string) {
  const flash = await readFlash();
  return { A: t(locale).accounts, flash, ...formState(flash, form) };
}

/** A guest account page's card (never indexed): head, header, an optional intro and the form's general message, then the page's form and links. */
export function AccountFormCard(props: {
  locale: Locale;
  route: RouteName;
  params?: RouteParams;
  title: string;
  intro?: string;
  flash: Flash | null;
  children: ReactNode;
}) {
  return (
    <div className="card account-form">
      <PageTop locale={props.locale} route={props.route} params={props.params} title={props.title} noindex />
      {props.intro && <p>{props.intro}</p>}
      <FormMessage flash={props.flash} />
      {props.children}
    </div>
  );
}

/** A new password, with the password rules as its hint, and its confirmation (register, reset, profile). */
export function NewPasswordFields(props: { A: AccountWords; errors: FieldErrors; name: string; label: string }) {
  return (
    <>
      <Field
        name={props.name}
        type="password"
        label={props.label}
        errors={props.errors}
        autoComplete="new-password"
        hint={props.A.register.passwordHint()}
      />
      <Field
        name="passwordConfirmation"
        type="password"
        label={props.A.fields.passwordConfirmation()}
        errors={props.errors}
        autoComplete="new-password"
      />
    </>
  );
}
