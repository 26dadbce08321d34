import type { Locale } from '../../../src/i18n/locales.ts';
import { WatchDownloads } from './watch-downloads.client.tsx';
import { watchLabels } from './watch-labels.ts';

/**
 * "On your watch" on the build page and beside a saved band: the band's FIT workout, FIT course and
 * GPX course (`compact`: folded under its title, in a list). `linkState` is the band's encoded settings when the page knows them (a saved band);
 * on the build page the island reads the page's address when asked.
 */
export function WatchFiles({
  locale,
  courseUuid,
  linkState,
  compact = false,
}: {
  locale: Locale;
  courseUuid: string | null;
  linkState?: string;
  compact?: boolean;
}) {
  return (
    <WatchDownloads
      locale={locale}
      labels={watchLabels(locale)}
      courseUuid={courseUuid}
      compact={compact}
      {...(linkState ? { linkState } : {})}
    />
  );
}
