import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteName } from '../../../src/i18n/route-table.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { findBandSnapshot } from '../data/band-snapshot.repository.ts';
import { findTheme } from '../../band-themes/index.ts';
import { dictionary } from '../locales/messages.ts';
import { preparedSnapshot } from '../services/build/band-snapshot.ts';
import { previewBuild } from '../services/build/prepare-build.ts';
import type { CourseChart, PreviewResult } from './builder-labels.ts';
import { SharedPreview } from './shared-preview.client.tsx';
import { bandsApi } from '../api-paths.ts';

/**
 * `build?shared=<id>`: a band shared from a private course, read-only, for anyone with the link.
 * It shows the bands, the elevation profile and the splits as planned when it was shared, and
 * its print files; nothing here reads the course or its file.
 */
export async function SharedBandPage({ locale, id, available }: { locale: Locale; id: string; available: ReadonlySet<RouteName> }) {
  const labels = dictionary(locale).builder;
  const snapshot = await findBandSnapshot(requestEm(), id);
  if (!snapshot) notFound();
  const prepared = await preparedSnapshot(snapshot, locale, (themeId) => findTheme(requestEm(), themeId));
  const shown = prepared.ok ? await previewBuild(prepared, locale) : prepared;
  const preview: PreviewResult | null = shown.ok ? shown.value : null;
  const title = fillTemplate(labels.share.title, { course: snapshot.courseTitle });
  return (
    <div className="stack">
      <PageHead locale={locale} route="build.index" title={title} noindex />
      <h1>{title}</h1>
      <p className="muted">{labels.share.readOnly}</p>
      {available.has('build.index') && (
        <p>
          <Link to={routePath(locale, 'build.index')}>{labels.share.buildOwn}</Link>
        </p>
      )}
      <SharedPreview
        locale={locale}
        labels={labels}
        preview={preview}
        chart={snapshot.chart as unknown as CourseChart}
        downloads={{
          pdf: bandsApi.routes.snapshotPdf.href({ id: snapshot.id }, { lang: locale }),
          png: bandsApi.routes.snapshotPng.href({ id: snapshot.id }, { lang: locale }),
        }}
      />
    </div>
  );
}
