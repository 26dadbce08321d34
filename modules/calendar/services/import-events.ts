import type { EntityManager } from '../../../src/db/orm.server.ts';
import { findPublicCourseLink } from '../../courses/index.ts';
import { createEvents, existingRaceKeys, raceKey } from '../data/race-event.repository.ts';
import type { Translator } from '../locales/messages.ts';
import { IMPORT_MAX_ROWS } from './event-file.ts';
import { readEventFileOffThread } from './read-event-file.ts';
import { validateEvent, type FieldErrors } from './event-rules.ts';
import type { EventInput, EventStatus } from './event-types.ts';

interface RowError {
  row: number;
  messages: string[];
}

export interface ImportReport {
  imported: number;
  skipped: number;
  errors: RowError[];
}

/** The field errors of a row as sentences naming the field ("Date: Enter a real date…"). */
function rowMessages(errors: FieldErrors, LL: Translator): string[] {
  const fields = LL.calendar.fields as unknown as Record<string, (() => string) | undefined>;
  return Object.entries(errors).flatMap(([field, messages]) => {
    const label = fields[field === 'customDistances' ? 'distances' : field]?.() ?? field;
    return messages.map((message) => (message.includes(label) ? message : `${label}: ${message}`));
  });
}

/**
 * Imports the races of a CSV or iCalendar file (the team's; published as read, canceled ones as
 * canceled). Each row passes the same rules as the forms; rows with errors, or already on the
 * calendar (same name, same day), are skipped and reported with their row number. The valid
 * rows are saved together.
 */
export async function importEvents(
  em: EntityManager,
  text: string,
  LL: Translator,
  today: string,
): Promise<{ ok: true; report: ImportReport } | { ok: false; message: string }> {
  const I = LL.calendar.import;
  // Reading the file is CPU work: a worker thread does it (read-event-file.ts).
  const read = await readEventFileOffThread(text);
  if (!read.ok) {
    const message =
      read.problem === 'tooManyRows'
        ? I.tooManyRows({ max: String(IMPORT_MAX_ROWS) })
        : read.problem === 'noHeader'
          ? I.noHeader()
          : read.problem === 'empty'
            ? I.empty()
            : I.unreadable();
    return { ok: false, message };
  }
  const errors: RowError[] = [];
  const valid: Array<{ row: number; input: EventInput; status: EventStatus }> = [];
  for (const row of read.rows) {
    if (row.problem === 'location') {
      errors.push({ row: row.row, messages: [I.location()] });
      continue;
    }
    const checked = validateEvent(row.raw, LL, { today, allowPast: true });
    if (!checked.ok) {
      errors.push({ row: row.row, messages: rowMessages(checked.errors, LL) });
      continue;
    }
    const { course, ...draft } = checked.value;
    const link = course ? await findPublicCourseLink(em, course) : null;
    if (course && !link) {
      errors.push({ row: row.row, messages: rowMessages({ course: [LL.calendar.errors.course()] }, LL) });
      continue;
    }
    valid.push({ row: row.row, input: { ...draft, courseUuid: link?.uuid ?? null }, status: row.canceled ? 'canceled' : 'published' });
  }
  const seen = await existingRaceKeys(
    em,
    valid.map((v) => v.input.date),
  );
  const fresh = valid.filter((item) => {
    const key = raceKey(item.input.name, item.input.date);
    if (seen.has(key)) {
      errors.push({ row: item.row, messages: [LL.calendar.errors.duplicate()] });
      return false;
    }
    seen.add(key);
    return true;
  });
  await createEvents(em, fresh);
  errors.sort((a, b) => a.row - b.row);
  return { ok: true, report: { imported: fresh.length, skipped: errors.length, errors } };
}
