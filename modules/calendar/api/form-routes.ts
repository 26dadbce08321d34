import '../routes.ts';
import { Hono, type Context } from 'hono';
import { needsVerifiedEmail } from '../../../src/auth/access.ts';
import { getViewer, requireRole } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { keptValues, readFormPost, type FormPost } from '../../../src/host/forms/form-post.ts';
import { rateLimit } from '../../../src/host/rate-limit.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { recordAudit } from '../../admin/index.ts';
import { findPublicCourseLink } from '../../courses/index.ts';
import { createEvent, deleteEvent, findEventById, hasSameRace, setEventStatus, updateEvent } from '../data/race-event.repository.ts';
import { t, type Translator } from '../locales/messages.ts';
import { IMPORT_MAX_BYTES } from '../services/event-file.ts';
import { validateEvent, type FieldErrors } from '../services/event-rules.ts';
import { todayIso } from '../services/event-time.ts';
import { EVENT_STATUSES, type EventInput, type EventStatus } from '../services/event-types.ts';
import { importEvents } from '../services/import-events.ts';
import { calendarApi } from '../api-paths.ts';

/** The form's fields as the event rules read them; the checked distances travel as a list. */
function rawEvent(post: FormPost) {
  const distances = post.form.getAll('distances').filter((v): v is string => typeof v === 'string');
  return { raw: { ...post.fields, distances }, values: { ...keptValues(post.fields), distances: distances.join(';') } };
}

/**
 * Validates a race form and resolves its course address; the same name on the same day is refused
 * (a second proposal of a known race). Returns the input or the field errors.
 */
async function checkEvent(
  post: FormPost,
  LL: Translator,
  options: { allowPast: boolean; exceptId?: string },
): Promise<{ ok: true; input: EventInput } | { ok: false; errors: FieldErrors }> {
  const { raw } = rawEvent(post);
  const checked = validateEvent(raw, LL, { today: todayIso(), allowPast: options.allowPast });
  if (!checked.ok) return checked;
  const { course, ...draft } = checked.value;
  const link = course ? await findPublicCourseLink(requestEm(), course) : null;
  if (course && !link) return { ok: false, errors: { course: [LL.calendar.errors.course()] } };
  if (await hasSameRace(requestEm(), draft.name, draft.date, options.exceptId))
    return { ok: false, errors: { name: [LL.calendar.errors.duplicate()] } };
  return { ok: true, input: { ...draft, courseUuid: link?.uuid ?? null } };
}

/** The staff member asking (checked again here: the audit trail names them). */
function staff(c: Context) {
  return requireRole(STAFF_ROLES, c.req.raw.headers);
}

function statusOf(value: string | undefined): EventStatus | null {
  return EVENT_STATUSES.find((s) => s === value) ?? null;
}

/** The proposal form (members) and the team's forms (create, edit, publish, reject, delete, import). */
export function formRoutes() {
  const app = new Hono();
  // Proposals are read by people, imports parse files: a client gets a fair share of each.
  app.use(calendarApi.routes.propose.pattern, rateLimit({ name: 'calendar-propose', windowMs: 10 * 60_000, max: 20 }));
  app.use(calendarApi.routes.adminImport.pattern, rateLimit({ name: 'calendar-import', windowMs: 60_000, max: 10 }));

  app.post(calendarApi.routes.propose.pattern, async (c) => {
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const page = routePath(post.locale, 'calendar.propose');
    const viewer = await getViewer(c.req.raw.headers);
    if (viewer.kind !== 'user') return post.redirect(`${routePath(post.locale, 'login.index')}?redirectTo=${encodeURIComponent(page)}`);
    const { values } = rawEvent(post);
    if (needsVerifiedEmail(viewer))
      return post.redirect(page, {
        flash: { form: 'propose', errors: {}, values, message: { kind: 'error', text: LL.errors.verifyEmailFirst() } },
      });
    const checked = await checkEvent(post, LL, { allowPast: false });
    if (!checked.ok) return post.redirect(page, { flash: { form: 'propose', errors: checked.errors, values } });
    const event = await createEvent(requestEm(), checked.input, { status: 'proposed', proposedBy: viewer.id });
    return post.redirect(page, {
      flash: {
        form: 'propose',
        errors: {},
        values: {},
        message: { kind: 'success', text: LL.calendar.propose.done({ name: event.name }) },
      },
    });
  });

  // Everything below is the team's: 401 for guests, 403 for members (the host answers in their language).
  app.use('/admin/*', async (c, next) => {
    await requireRole(STAFF_ROLES, c.req.raw.headers);
    await next();
  });

  app.post(calendarApi.routes.adminEvents.pattern, async (c) => {
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const { values } = rawEvent(post);
    const status = statusOf(post.fields.status);
    const checked = await checkEvent(post, LL, { allowPast: true });
    const errors = checked.ok ? {} : checked.errors;
    if (!status) errors.status = [LL.calendar.errors.status()];
    if (!checked.ok || !status)
      return post.redirect(routePath(post.locale, 'admin.calendar.create'), { flash: { form: 'event', errors, values } });
    const event = await createEvent(requestEm(), checked.input, { status });
    await recordAudit(await staff(c), 'calendar.create', event.slug, { status });
    return post.redirect(routePath(post.locale, 'admin.calendar.index'), {
      flash: { form: 'admin', errors: {}, values: {}, message: { kind: 'success', text: LL.calendar.admin.saved({ name: event.name }) } },
    });
  });

  app.post(calendarApi.routes.adminEvent.pattern, async (c) => {
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const id = c.req.param('id');
    const existing = await findEventById(requestEm(), id);
    if (!existing) return post.redirect(routePath(post.locale, 'admin.calendar.index'));
    const { values } = rawEvent(post);
    const status = statusOf(post.fields.status);
    const checked = await checkEvent(post, LL, { allowPast: true, exceptId: id });
    const errors = checked.ok ? {} : checked.errors;
    if (!status) errors.status = [LL.calendar.errors.status()];
    if (!checked.ok || !status)
      return post.redirect(routePath(post.locale, 'admin.calendar.edit', { id }), { flash: { form: 'event', errors, values } });
    const event = await updateEvent(requestEm(), id, checked.input, status);
    await recordAudit(await staff(c), 'calendar.update', existing.slug, { status });
    return post.redirect(routePath(post.locale, 'admin.calendar.index'), {
      flash: {
        form: 'admin',
        errors: {},
        values: {},
        message: { kind: 'success', text: LL.calendar.admin.saved({ name: event?.name ?? existing.name }) },
      },
    });
  });

  // Publish, reject (a proposal only) and delete: back to the list the button was on.
  app.post(calendarApi.routes.adminEventAction.pattern, async (c) => {
    const name = c.req.param('action') as 'publish' | 'reject' | 'delete';
    const post = await readFormPost(c);
    const A = t(post.locale).calendar.admin;
    const id = c.req.param('id');
    const back = routePath(post.locale, post.fields.back === 'queue' ? 'admin.calendar.queue' : 'admin.calendar.index');
    const em = requestEm();
    const existing = await findEventById(em, id);
    if (!existing || (name === 'reject' && existing.status !== 'proposed')) return post.redirect(back);
    if (name !== 'publish') {
      const ask = await post.confirmFirst(name === 'delete' ? 'delete' : 'action', back);
      if (ask) return ask;
    }
    const text =
      name === 'publish'
        ? A.published({ name: (await setEventStatus(em, id, 'published'))?.name ?? existing.name })
        : name === 'reject'
          ? A.rejected({ name: (await deleteEvent(em, id))?.name ?? existing.name })
          : A.removed({ name: (await deleteEvent(em, id))?.name ?? existing.name });
    await recordAudit(await staff(c), `calendar.${name}`, existing.slug);
    return post.redirect(back, { flash: { form: 'admin', errors: {}, values: {}, message: { kind: 'success', text } } });
  });

  app.post(calendarApi.routes.adminImport.pattern, async (c) => {
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const I = LL.calendar.import;
    const page = routePath(post.locale, 'admin.calendar.import');
    const fail = (text: string) =>
      post.redirect(page, { flash: { form: 'import', errors: {}, values: {}, message: { kind: 'error', text } } });
    const file = post.form.get('file');
    if (!(file instanceof File) || file.size === 0) return fail(I.noFile());
    if (file.size > IMPORT_MAX_BYTES) return fail(I.tooLarge({ max: String(IMPORT_MAX_BYTES / 1024 / 1024) }));
    const text = new TextDecoder('utf-8').decode(await file.arrayBuffer());
    const result = await importEvents(requestEm(), text, LL, todayIso());
    if (!result.ok) return fail(result.message);
    const { report } = result;
    await recordAudit(await staff(c), 'calendar.import', file.name.slice(0, 200), { imported: report.imported, skipped: report.skipped });
    // The first 200 rows' problems travel in the flash, keyed by row number.
    const errors = Object.fromEntries(report.errors.slice(0, 200).map((e) => [`row-${e.row}`, e.messages]));
    const summary = I.result({ imported: String(report.imported), skipped: String(report.skipped) });
    return post.redirect(page, {
      flash: {
        form: 'import',
        errors,
        values: {},
        message: { kind: report.imported > 0 || report.skipped === 0 ? 'success' : 'error', text: summary },
      },
    });
  });

  return app;
}
