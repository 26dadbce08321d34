import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { ErrorSummary, Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';
import { CaptchaField } from './captcha-field.client.tsx';
import { contentApiPaths } from '../api-paths.ts';

/** contact.index: the contact form (name, email, subject, message, optional course or order) with its anti-spam check. Open. */
export async function ContactPage({ locale, query }: RoutePageProps) {
  const LL = t(locale);
  const C = LL.content.contact;
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'contact');
  // A course page may link here with ?about=<its address>.
  const about = new URLSearchParams(query).get('about')?.slice(0, 300) ?? '';
  return (
    <article className="card">
      <PageTop locale={locale} route="contact.index" title={C.title()} />
      <p>{C.intro()}</p>
      <FormMessage flash={flash} form="contact" />
      <ErrorSummary title={C.errorsTitle()} errors={errors} anchors={{ altcha: 'contact-captcha' }} />
      <PostForm action={contentApiPaths.routes.contact.href()} locale={locale} label={C.title()}>
        <Field name="name" label={C.name()} errors={errors} value={values.name} autoComplete="name" required />
        <Field name="email" type="email" label={C.email()} errors={errors} value={values.email} autoComplete="email" required />
        <Field name="subject" label={C.subject()} errors={errors} value={values.subject} required />
        <Field as="textarea" name="message" label={C.message()} errors={errors} value={values.message} rows={8} maxLength={5000} required />
        <Field name="link" label={C.link()} hint={C.linkHint()} errors={errors} value={values.link ?? about} />
        <div id="contact-captcha" className={errors.altcha ? 'field field-invalid' : 'field'} tabIndex={-1}>
          <span className="field-label">{C.captcha()}</span>
          <CaptchaField challengeUrl={contentApiPaths.routes.contactChallenge.href()} language={locale} error={errors.altcha?.[0]} />
          <small className="field-help">{C.captchaHint()}</small>
          {errors.altcha?.[0] && <span className="field-error">{errors.altcha[0]}</span>}
        </div>
        <button type="submit" className="btn">
          {C.send()}
        </button>
      </PostForm>
    </article>
  );
}
