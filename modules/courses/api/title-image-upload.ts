import { TooLargeError, ValidationError } from '../../../src/lib/http-errors.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import {
  processTitleImage,
  TITLE_IMAGE_MAX_BYTES,
  TITLE_IMAGE_MAX_PIXELS,
  TitleImageError,
  type ProcessedTitleImage,
} from '../services/title-image.ts';
import type { StreamedForm } from '../../../src/host/uploads/multipart-stream.ts';

/** The course form's picture field, read beside the course file with its own cap (src/host/uploads/multipart-stream.ts). */
export const TITLE_IMAGE_FIELD = 'titleImage';
/** The course form's "remove the title image" box. */
const REMOVE_TITLE_IMAGE_FIELD = 'removeTitleImage';

/** The refusal of a title image in the page's language, on the form's field. */
function titleImageMessage(code: TitleImageError['code'], locale: Locale): string {
  const L = t(locale).courses.titleImage;
  if (code === 'tooLarge') return L.tooLarge({ maxMb: TITLE_IMAGE_MAX_BYTES / 1048576 });
  if (code === 'tooManyPixels') return L.tooManyPixels({ maxMp: TITLE_IMAGE_MAX_PIXELS / 1_000_000 });
  return L.notImage();
}

/**
 * What the form asks of the title image: a new one (checked and re-encoded), null to remove it,
 * undefined to leave it as it is. A refused picture is a 413 or 422 on the field, like the file.
 */
export async function titleImageChange(
  form: Pick<StreamedForm, 'fields' | 'extras'>,
  locale: Locale,
): Promise<ProcessedTitleImage | null | undefined> {
  const upload = form.extras[TITLE_IMAGE_FIELD];
  if (!upload) return form.fields[REMOVE_TITLE_IMAGE_FIELD] === '1' ? null : undefined;
  try {
    if (upload.tooLarge) throw new TitleImageError('tooLarge');
    return await processTitleImage(upload.bytes);
  } catch (error) {
    if (!(error instanceof TitleImageError)) throw error;
    const message = titleImageMessage(error.code, locale);
    const errors = { [TITLE_IMAGE_FIELD]: [message] };
    throw error.code === 'tooLarge' ? new TooLargeError(message, errors) : new ValidationError(errors);
  }
}
