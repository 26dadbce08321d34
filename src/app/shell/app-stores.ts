import { env } from '../../host/env.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import type { MobilePlatform } from '../../ui/mobile-platform.ts';

/** The mobile app's store pages, labelled in a language (app banner, footer badges). */
export function appStores(locale: Locale): Record<MobilePlatform, { href: string; label: string }> {
  const A = t(locale).app;
  return {
    android: { href: env().PLAY_STORE_URL, label: A.getAndroid() },
    ios: { href: env().APP_STORE_URL, label: A.getIos() },
  };
}
