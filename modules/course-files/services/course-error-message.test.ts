import { describe, expect, it } from 'vitest';
import { messages as catalogue } from '../locales/messages.ts';
import { courseErrorMessage } from './course-error-message.ts';
import { COURSE_FILE_ERROR_CODES, CourseFileError } from './course-file-error.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('course error messages', () => {
  it.each(Object.keys(catalogue.dictionaries) as Array<keyof typeof catalogue.dictionaries>)(
    '%s has a message for every code, same placeholders as English',
    (locale) => {
      const messages = catalogue.dictionaries[locale].courseFile as Record<string, string>;
      expect(Object.keys(messages).sort()).toEqual([...COURSE_FILE_ERROR_CODES].sort());
      for (const code of COURSE_FILE_ERROR_CODES) {
        expect(placeholders(messages[code]!)).toEqual(placeholders(catalogue.dictionaries.en.courseFile[code]));
        if (locale !== 'en' && placeholders(messages[code]!).length < 3) {
          expect(messages[code], `${locale}.${code} is translated`).not.toBe(catalogue.dictionaries.en.courseFile[code]);
        }
      }
    },
  );

  it('fills the placeholders in each language', () => {
    const error = new CourseFileError('fileTooLarge', { maxMb: 25 });
    expect(courseErrorMessage(error)).toBe('The file is larger than 25 MB.');
    expect(courseErrorMessage(error, 'fr')).toBe('Le fichier dépasse 25 Mo.');
    expect(courseErrorMessage(error, 'es')).toBe('El archivo supera los 25 MB.');
    expect(courseErrorMessage(error, 'it')).toBe('Il file supera i 25 MB.');
  });

  it('exposes code and params, not only a sentence', () => {
    const error = new CourseFileError('coordinateInvalid', { point: 7 });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('coordinateInvalid');
    expect(error.params).toEqual({ point: 7 });
    expect(courseErrorMessage(error, 'it')).toContain('Il punto 7');
  });
});
