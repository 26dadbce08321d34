import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { FormMessage } from '../../../src/ui/form.tsx';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';
import { EventForm } from './event-form.tsx';
import { calendarApi } from '../api-paths.ts';

/** calendar.propose (members): a race for the team to check; from a course page, its address comes filled in. */
export async function ProposePage({ locale, query }: RoutePageProps) {
  const LL = t(locale);
  const P = LL.calendar.propose;
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'propose');
  const course = new URLSearchParams(query).get('course')?.slice(0, 300);
  return (
    <div className="stack">
      <PageTop locale={locale} route="calendar.propose" title={P.title()} noindex />
      <p>{P.intro()}</p>
      <FormMessage flash={flash} form="propose" />
      <div className="card">
        <EventForm
          locale={locale}
          LL={LL}
          action={calendarApi.routes.propose.href()}
          label={P.title()}
          submit={P.submit()}
          values={Object.keys(values).length ? values : { course: course ?? '' }}
          errors={errors}
        />
      </div>
    </div>
  );
}
