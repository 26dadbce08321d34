import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { singleLineText } from '../../../src/lib/plain-text.ts';
import type { FieldErrors } from '../../../src/lib/http-errors.ts';
import type { ThemeInput, ThemePosition } from '../data/band-theme.repository.ts';
import { dictionary } from '../locales/messages.ts';
import { readImageAsset, MAX_BORDER_MM } from '../../band-render/index.ts';

/** Largest theme image accepted (each of the two). */
export const MAX_THEME_IMAGE_BYTES = 1024 * 1024;
export const MAX_THEME_IMAGE_LABEL = '1 MB';
const MAX_NAME = 80;
const POSITIONS: readonly ThemePosition[] = ['top', 'center', 'bottom'];
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', '']);

export type ThemeFormResult = { ok: true; input: ThemeInput } | { ok: false; errors: FieldErrors };

/**
 * One uploaded image: a PNG or JPEG by its bytes (the declared type must not say otherwise), at
 * most 1 MB. Returns the data URL the renderer reads, undefined for no file, or an error text.
 */
async function readImage(value: FormDataEntryValue | null, locale: Locale): Promise<string | undefined | { error: string }> {
  const L = dictionary(locale).bandThemes;
  if (value === null || typeof value === 'string' || value.size === 0) return undefined;
  if (value.size > MAX_THEME_IMAGE_BYTES) return { error: fillTemplate(L.imageTooLarge, { max: MAX_THEME_IMAGE_LABEL }) };
  const asset = IMAGE_TYPES.has(value.type) ? readImageAsset(new Uint8Array(await value.arrayBuffer())) : null;
  return asset ? asset.dataUrl : { error: L.imageType };
}

/** The admin theme form as posted (multipart) → a ThemeInput, or field errors in the user's language. */
export async function parseThemeForm(form: FormData, locale: Locale): Promise<ThemeFormResult> {
  const L = dictionary(locale).bandThemes;
  const errors: FieldErrors = {};
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? singleLineText(v).trim() : '';
  };
  const name = text('name');
  if (!name) errors.name = [L.nameRequired];
  else if (name.length > MAX_NAME) errors.name = [fillTemplate(L.nameTooLong, { max: MAX_NAME })];
  const width = Number(text('borderWidthMm').replace(',', '.'));
  if (text('borderWidthMm') === '' || !Number.isFinite(width) || width < 0 || width > MAX_BORDER_MM) {
    errors.borderWidthMm = [fillTemplate(L.borderWidthRange, { max: MAX_BORDER_MM })];
  }
  const position = text('position') as ThemePosition;
  if (!POSITIONS.includes(position)) errors.position = [L.positionUnknown];
  const background = await readImage(form.get('backgroundImage'), locale);
  if (typeof background === 'object') errors.backgroundImage = [background.error];
  const border = await readImage(form.get('borderImage'), locale);
  if (typeof border === 'object') errors.borderImage = [border.error];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const image = (file: string | undefined | { error: string }, remove: boolean) =>
    typeof file === 'string' ? file : remove ? null : undefined;
  return {
    ok: true,
    input: {
      name,
      borderWidthMm: width,
      position,
      backgroundImage: image(background, form.get('removeBackground') === 'on'),
      borderImage: image(border, form.get('removeBorder') === 'on'),
    },
  };
}
