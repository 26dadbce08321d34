import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { routePath } from '../../i18n/route-table.ts';
import { ErrorView } from '../../ui/error-view.tsx';

/** The 403 view inside the site's frame (a staff screen for a member, a page that refused the viewer). */
export function ForbiddenView({ locale }: { locale: Locale }) {
  const LL = t(locale);
  return (
    <ErrorView
      code={403}
      title={LL.errors.e403.title()}
      text={LL.errors.e403.text()}
      homeHref={routePath(locale, 'home.index')}
      homeLabel={LL.errors.home()}
      backHint={LL.errors.backHint()}
    />
  );
}
