import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { PostForm, SubmitButton } from '../../../src/ui/form.tsx';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';
import type { RaceReviewDto } from '../data/race-review.repository.ts';
import { dictionary } from '../locales/messages.ts';
import { uploadLabels } from './race-upload.tsx';
import { ReviewUpload } from './review-upload.client.tsx';
import { ReviewView } from './review-view.tsx';
import { bandRacesApi, raceReviewApiPaths } from '../api-paths.ts';

/**
 * "After the race" under one of the member's saved bands: the upload, then each kept review with
 * its read-only link and a delete button. The page has checked the band is the viewer's; the
 * upload and the delete check again on the server.
 */
export function BandRaceReviews({ locale, bandId, reviews }: { locale: Locale; bandId: string; reviews: readonly RaceReviewDto[] }) {
  const L = dictionary(locale).raceReview;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <details className="rr-band" open={reviews.length > 0 || undefined}>
      <summary>{L.heading}</summary>
      <p className="muted">{L.intro}</p>
      <ReviewUpload locale={locale} labels={uploadLabels(locale)} action={bandRacesApi.routes.saved.href({ id: bandId })} />
      {reviews.map((r) => {
        const shared = routePath(locale, 'race-review.shared', { token: r.shareToken });
        return (
          <ReviewView
            key={r.id}
            locale={locale}
            review={r.review}
            heading={fillTemplate(L.uploadedOn, { date: date.format(new Date(r.createdAt)) })}
          >
            <p>
              <strong>{L.share}:</strong> <a href={shared}>{shared}</a>
            </p>
            <p className="muted">{L.shareHint}</p>
            <PostForm action={raceReviewApiPaths.routes.delete.href({ id: r.id })} locale={locale} confirm="delete">
              <SubmitButton className="btn btn-secondary" label={L.delete} />
            </PostForm>
          </ReviewView>
        );
      })}
    </details>
  );
}
