import { describe, expect, it } from 'vitest';
import { t } from '../locales/messages.ts';
import { consentVersionString, fillPlaceholders, LEGAL_BODY_MAX, parseLegalForm, smtpServerName } from './legal-documents.ts';

const LL = t('en');
const values = { logRetentionDays: '14', mailServer: 'smtp.example.com', contactEmail: 'team@example.com' };

describe('legal documents', () => {
  it('writes the consent as kind.language:version, English where the reader’s language had none', () => {
    expect(
      consentVersionString([
        { kind: 'terms', locale: 'fr', version: 3 },
        { kind: 'privacy', locale: 'en', version: 12 },
      ]),
    ).toBe('terms.fr:3,privacy.en:12');
    expect(consentVersionString([])).toBe('');
  });

  it.each([
    ['', 'Write the text.'],
    ['   \n\t ', 'Write the text.'],
    ['\u0000', 'Write the text.'],
    ['x'.repeat(LEGAL_BODY_MAX + 1), 'At most 50,000 characters.'],
    ['Same text\r\n', 'The text is the same as the current version: nothing to publish.'],
  ])('refuses %j', (body, message) => {
    expect(parseLegalForm({ body }, LL, 'Same text')).toEqual({ ok: false, errors: { body: [message] } });
  });

  it('keeps line breaks as LF, removes other control characters and trims', () => {
    expect(parseLegalForm({ body: '  ## Title\r\n\r\nText\u0000 here\u0007.\r\n' }, LL, null)).toEqual({
      ok: true,
      value: { body: '## Title\n\nText here.' },
    });
    expect(parseLegalForm({ body: 'New' }, LL, 'Old')).toEqual({ ok: true, value: { body: 'New' } });
  });

  it.each([
    ['Logs are kept {{logRetentionDays}} days.', 'Logs are kept 14 days.'],
    ['Via {{ mailServer }}, write to {{contactEmail}}.', 'Via smtp.example.com, write to team@example.com.'],
    ['Unknown {{secret}} and {single} stay.', 'Unknown {{secret}} and {single} stay.'],
    ['{{logRetentionDays}}/{{logRetentionDays}}', '14/14'],
  ])('fills %j', (body, expected) => {
    expect(fillPlaceholders(body, values)).toBe(expected);
  });

  it.each([
    ['smtp://user:pass@mail.example.com:587', 'mail.example.com'],
    ['smtps://smtp.postmarkapp.com', 'smtp.postmarkapp.com'],
    [undefined, null],
    ['not a url', null],
  ])('names the mail server of %j without credentials', (url, name) => {
    expect(smtpServerName(url)).toBe(name);
  });
});
