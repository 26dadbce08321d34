import type { Flash } from '../../../src/db/flash-store.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import type { CourseReviewDto } from '../data/course-review.repository.ts';
import { t } from '../locales/messages.ts';
import { NOTE_MAX } from '../services/course-review.ts';
import { formatDate } from './course-format.ts';
import { coursesApiPaths } from '../api-paths.ts';

/**
 * The owner's side of the review queue on their private course's page: the request form, or the
 * date it has waited since, and the team's last answer.
 */
export function PublishRequest({ locale, review, flash }: { locale: Locale; review: CourseReviewDto; flash: Flash | null }) {
  const R = t(locale).courses.review;
  const errors = flash?.form === 'publish-request' ? flash.errors : {};
  const values = flash?.form === 'publish-request' ? flash.values : {};
  return (
    <section className="card stack" aria-labelledby="publish-request">
      <h2 id="publish-request">{R.askTitle()}</h2>
      <FormMessage flash={flash} form="publish-request" />
      {review.reviewAnswer && review.reviewAnsweredAt && (
        <div>
          <p>{R.teamAnswer({ date: formatDate(review.reviewAnsweredAt, locale) })}</p>
          <blockquote className="review-answer">{review.reviewAnswer}</blockquote>
        </div>
      )}
      {review.publishRequestedAt ? (
        <p role="note">{R.pending({ date: formatDate(review.publishRequestedAt, locale) })}</p>
      ) : (
        <PostForm
          action={coursesApiPaths.routes.publishRequest.href({ uuid: review.uuid })}
          locale={locale}
          label={R.askTitle()}
          className="stack"
        >
          <p className="muted">{R.askIntro()}</p>
          <Field
            as="textarea"
            name="note"
            label={R.note()}
            hint={R.noteHint()}
            rows={3}
            maxLength={NOTE_MAX}
            value={values.note}
            errors={errors}
          />
          <div>
            <button className="btn" type="submit">
              {R.ask()}
            </button>
          </div>
        </PostForm>
      )}
    </section>
  );
}
