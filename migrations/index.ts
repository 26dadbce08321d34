// Every migration, in order. `npm run db:migrate -- --create <name>` writes new ones; list them here.
import { Migration20261122060000Content } from './Migration20261122060000_content.ts';
import { Migration20261123090000Accounts } from './Migration20261123090000_accounts.ts';
import { Migration20261124100000Courses } from './Migration20261124100000_courses.ts';
import { Migration20261125100000SavedBands } from './Migration20261125100000_saved_bands.ts';
import { Migration20261125200000FormFlash } from './Migration20261125200000_form_flash.ts';
import { Migration20261129100000BandThemes } from './Migration20261129100000_band_themes.ts';
import { Migration20261130100000RateLimits } from './Migration20261130100000_rate_limits.ts';
import { Migration20261126100000Commerce } from './Migration20261126100000_commerce.ts';
import { Migration20261127100000Calendar } from './Migration20261127100000_calendar.ts';
import { Migration20261128100000ContentAdmin } from './Migration20261128100000_content_admin.ts';
import { Migration20261201100000PageDataVersion } from './Migration20261201100000_page_data_version.ts';
import { Migration20261202100000CourseReview } from './Migration20261202100000_course_review.ts';
import { Migration20261202110000CaptchaStore } from './Migration20261202110000_captcha_store.ts';
import { Migration20261203100000OrderLineTheme } from './Migration20261203100000_order_line_theme.ts';
import { Migration20261204100000PaymentAlerts } from './Migration20261204100000_payment_alerts.ts';
import { Migration20261205120000LegalDocuments } from './Migration20261205120000_legal_documents.ts';
import { Migration20261206100000CourseHeights } from './Migration20261206100000_course_heights.ts';
import { Migration20261207100000RaceReview } from './Migration20261207100000_race_review.ts';
import { Migration20261208100000PrintMailing } from './Migration20261208100000_print_mailing.ts';
import { Migration20261208110000PromoDiscount } from './Migration20261208110000_promo_discount.ts';
import { Migration20261209130000HillModel } from './Migration20261209130000_hill_model.ts';
import { Migration20261210100000CourseTitleImage } from './Migration20261210100000_course_title_image.ts';

export const MIGRATIONS = [
  { name: 'Migration20261122060000_content', class: Migration20261122060000Content },
  { name: 'Migration20261123090000_accounts', class: Migration20261123090000Accounts },
  { name: 'Migration20261124100000_courses', class: Migration20261124100000Courses },
  { name: 'Migration20261125100000_saved_bands', class: Migration20261125100000SavedBands },
  { name: 'Migration20261125200000_form_flash', class: Migration20261125200000FormFlash },
  { name: 'Migration20261130100000_rate_limits', class: Migration20261130100000RateLimits },
  { name: 'Migration20261126100000_commerce', class: Migration20261126100000Commerce },
  { name: 'Migration20261127100000_calendar', class: Migration20261127100000Calendar },
  { name: 'Migration20261128100000_content_admin', class: Migration20261128100000ContentAdmin },
  { name: 'Migration20261129100000_band_themes', class: Migration20261129100000BandThemes },
  { name: 'Migration20261201100000_page_data_version', class: Migration20261201100000PageDataVersion },
  { name: 'Migration20261202100000_course_review', class: Migration20261202100000CourseReview },
  { name: 'Migration20261202110000_captcha_store', class: Migration20261202110000CaptchaStore },
  { name: 'Migration20261203100000_order_line_theme', class: Migration20261203100000OrderLineTheme },
  { name: 'Migration20261204100000_payment_alerts', class: Migration20261204100000PaymentAlerts },
  { name: 'Migration20261205120000_legal_documents', class: Migration20261205120000LegalDocuments },
  { name: 'Migration20261206100000_course_heights', class: Migration20261206100000CourseHeights },
  { name: 'Migration20261207100000_race_review', class: Migration20261207100000RaceReview },
  { name: 'Migration20261208100000_print_mailing', class: Migration20261208100000PrintMailing },
  { name: 'Migration20261208110000_promo_discount', class: Migration20261208110000PromoDiscount },
  { name: 'Migration20261209130000_hill_model', class: Migration20261209130000HillModel },
  { name: 'Migration20261210100000_course_title_image', class: Migration20261210100000CourseTitleImage },
];
