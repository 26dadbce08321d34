import { describe, expect, it } from 'vitest';
import { t } from '../locales/messages.ts';
import { readEventFile, IMPORT_MAX_ROWS } from './event-file.ts';
import { validateEvent } from './event-rules.ts';

const CSV = `Name,Date,Start time,Time zone,City,State,Country,Distances,Website
Lakeside 10K,2027-05-02,09:00,Europe/Berlin,Potsdam,,Germany,10 km,https://example.org/lake
"Run, Forest, Run",2027-05-09,,,"Greenville",SC,US,5k; 10 mi,
Bad Date,2027-02-30,09:00,Europe/Paris,Paris,,FR,marathon,
Nowhere Run,2027-06-01,08:00,Mars/Olympus,Somewhere,,Atlantis,far,ftp://x
`;

describe('reading an import file', () => {
  it('reads CSV rows by their headers, whatever their case and spacing', () => {
    const read = readEventFile(`\uFEFF${CSV}`);
    if (!read.ok) throw new Error(read.problem);
    expect(read.format).toBe('csv');
    expect(read.rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(read.rows[0]!.raw).toEqual({
      name: 'Lakeside 10K',
      date: '2027-05-02',
      startTime: '09:00',
      timeZone: 'Europe/Berlin',
      city: 'Potsdam',
      state: '',
      country: 'DE',
      customDistances: '10 km',
      website: 'https://example.org/lake',
    });
    // No start time, no zone: the date alone stands (UTC).
    expect(read.rows[1]!.raw).toMatchObject({ name: 'Run, Forest, Run', timeZone: 'UTC', state: 'SC', country: 'US' });
  });

  it('passes each row through the form rules, with messages for the bad ones', () => {
    const read = readEventFile(CSV);
    if (!read.ok) throw new Error(read.problem);
    const LL = t('en');
    const results = read.rows.map((r) => validateEvent(r.raw, LL, { today: '2026-11-23', allowPast: true }));
    expect(results[0]).toEqual({
      ok: true,
      value: expect.objectContaining({ countryCode: 'DE', distances: ['10k'], startTime: '09:00', stateCode: null }),
    });
    expect(results[1]).toEqual({ ok: true, value: expect.objectContaining({ stateCode: 'SC', distances: ['5k', '10mi'] }) });
    expect(results[2]).toEqual({ ok: false, errors: { date: ['Enter a real date (YYYY-MM-DD).'] } });
    expect(results[3]).toEqual({
      ok: false,
      errors: {
        timeZone: ['Choose a time zone from the list.'],
        country: ['Choose a country from the list.'],
        website: ['Enter a web address starting with http:// or https://.'],
        customDistances: ['Cannot read the distance “far”.'],
      },
    });
  });

  it('names what is wrong with the file itself', () => {
    expect(readEventFile('')).toEqual({ ok: false, problem: 'empty' });
    expect(readEventFile('city,country\nParis,FR\n')).toEqual({ ok: false, problem: 'noHeader' });
    expect(readEventFile('name,date\n')).toEqual({ ok: false, problem: 'empty' });
    expect(readEventFile('BEGIN:VCALENDAR\nthis is not ical')).toEqual({ ok: false, problem: 'unreadable' });
    expect(readEventFile('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n')).toEqual({ ok: false, problem: 'empty' });
    const many = `name,date\n${'Race,2027-01-01\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    expect(readEventFile(many)).toEqual({ ok: false, problem: 'tooManyRows' });
  });

  it('reports an iCalendar location it cannot place', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a',
      'SUMMARY:Moon Run',
      'DTSTART;VALUE=DATE:20270601',
      'LOCATION:Tranquility Base',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const read = readEventFile(ics);
    expect(read.ok && read.rows[0]).toMatchObject({ row: 1, problem: 'location', raw: { name: 'Moon Run', date: '2027-06-01' } });
  });

  it('reads a named-zone start as written', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:b',
      'SUMMARY:Roma Run',
      'DTSTART;TZID=Europe/Rome:20270321T083000',
      'LOCATION:Roma, Italia',
      'CATEGORIES:Maratona,10 km',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const read = readEventFile(ics);
    expect(read.ok && read.rows[0]!.raw).toMatchObject({
      date: '2027-03-21',
      startTime: '08:30',
      timeZone: 'Europe/Rome',
      country: 'IT',
      customDistances: 'Maratona;10 km',
    });
  });

  // Hostile files: every one ends with an answer (a refusal or rows), not a hang or a crash.
  // How the time grows with the size is measured in the bench (scripts/bench.ts), not here.
  it.each([
    ['one huge quoted CSV field', `name,date\n"${'"'.repeat(400_000)}`],
    ['a line of separators', `name,date\n${','.repeat(400_000)}`],
    ['unclosed BEGIN blocks', `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\n'.repeat(20_000)}`],
    [
      'a property with endless parameters',
      `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY${';X=1'.repeat(50_000)}:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    ],
    [
      'folded lines without end',
      `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:a${'\r\n b'.repeat(100_000)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    ],
    ['quotes in parameters', `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY;X="${'"'.repeat(100_000)}:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`],
  ])('survives %s', (_name, text) => {
    const read = readEventFile(text);
    expect(typeof read.ok).toBe('boolean');
  });

  it('refuses an iCalendar content line longer than any event needs, folded or not', () => {
    const long = (summary: string) =>
      `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:${summary}\r\nDTSTART;VALUE=DATE:20270601\r\nLOCATION:Paris, FR\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(readEventFile(long('a'.repeat(20_000)))).toEqual({ ok: false, problem: 'unreadable' });
    expect(readEventFile(long('ab\r\n '.repeat(5_000)))).toEqual({ ok: false, problem: 'unreadable' });
    expect(readEventFile(long('a'.repeat(5_000))).ok).toBe(true);
  });
});
