import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { courseUploadMaxBytes } from '../../course-files/index.ts';
import { dictionary } from '../locales/messages.ts';
import { ReviewUpload } from './review-upload.client.tsx';
import { bandRacesApi } from '../api-paths.ts';

/** The upload form's labels, with the cap the courses module applies to recorded runs. */
function uploadLabels(locale: Locale) {
  const L = dictionary(locale).raceReview;
  const maxMb = Math.round((courseUploadMaxBytes() / 1048576) * 10) / 10;
  return { file: L.file, fileHint: fillTemplate(L.fileHint, { maxMb }, locale), submit: L.submit, working: L.working, failed: L.failed };
}

/**
 * "After the race" on the build page, for anyone, without an account: the band as the page's
 * address has it, its course, and the recorded race. The review is kept only behind its own
 * unguessable link, which the page then opens.
 */
export function RaceUpload({ locale, courseUuid }: { locale: Locale; courseUuid: string | null }) {
  const L = dictionary(locale).raceReview;
  return (
    <section className="rr-section stack" aria-labelledby="race-review-heading">
      <h2 id="race-review-heading">{L.heading}</h2>
      <p className="muted">{L.introAnonymous}</p>
      <ReviewUpload locale={locale} labels={uploadLabels(locale)} action={bandRacesApi.routes.build.href()} fromAddress={{ courseUuid }} />
    </section>
  );
}

export { uploadLabels };
