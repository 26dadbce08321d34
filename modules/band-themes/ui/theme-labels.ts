import type en from '../locales/en.ts';
import type { MessageShape } from '../../../src/i18n/messages-shape.ts';

/** The theme screens' words as plain strings (with {placeholders}), handed to the client form. */
export type ThemeLabels = MessageShape<(typeof en)['bandThemes']>;
