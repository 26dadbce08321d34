import type { ReactNode } from 'react';
import { Link } from './link.client.tsx';
import type { Locale } from '../i18n/locales.ts';
import { t } from '../i18n/messages.ts';
import type { RouteName, RouteParams } from '../i18n/route-table.ts';
import { ErrorSummary, FormActions, PostForm, type FieldErrors } from './form.tsx';
import { PageHead } from './page-head.tsx';

/** An admin screen's heading row: the title, its main action (a "New …" button) and an intro below. */
export function AdminHeader(props: { title: string; action?: ReactNode; intro?: ReactNode }) {
  return (
    <div className="admin-head">
      <h1>{props.title}</h1>
      {props.action}
      {props.intro && <p className="muted">{props.intro}</p>}
    </div>
  );
}

/**
 * The admin editing kit: the frame of every admin editor (news, FAQ, legal pages, promo codes,
 * band themes, races). The page's head, a link back to the list, the title, then one form laid
 * out the same way everywhere (a card of fields, then the actions row). Given an `action`, the kit
 * draws the posted server form with its error summary and submit button; without one, `children`
 * hold a form of their own (a client form such as the theme editor's, built on the same form kit
 * and FormActions) inside the same card.
 */
export function AdminEditorFrame(props: {
  locale: Locale;
  route: RouteName;
  params?: RouteParams;
  title: string;
  /** The list this editor belongs to; its label is "Back to the list" unless told. */
  back: { href: string; label?: string };
  /** Shown between the title and the form (the current version of a legal page). */
  intro?: ReactNode;
  action?: string;
  submit?: string;
  errors?: FieldErrors;
  multipart?: boolean;
  children: ReactNode;
}) {
  const LL = t(props.locale);
  const back = props.back.label ?? LL.adminShell.backToList();
  return (
    <div className="admin-editor">
      <PageHead locale={props.locale} route={props.route} params={props.params ?? {}} title={props.title} noindex />
      <p className="admin-back">
        <Link to={props.back.href}>← {back}</Link>
      </p>
      <AdminHeader title={props.title} />
      {props.intro}
      {props.action ? (
        <>
          <ErrorSummary title={LL.adminShell.errorsTitle()} errors={props.errors ?? {}} />
          <PostForm action={props.action} locale={props.locale} label={props.title} multipart={props.multipart} className="card admin-form">
            {props.children}
            <FormActions submit={props.submit ?? ''} />
          </PostForm>
        </>
      ) : (
        <div className="card admin-form">{props.children}</div>
      )}
    </div>
  );
}
