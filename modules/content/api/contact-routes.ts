import { Hono } from 'hono';
import { z } from 'zod';
import { siteMailer } from '../../accounts/index.ts';
import { recordAudit } from '../../admin/index.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { getViewer, requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { env } from '../../../src/host/env.server.ts';
import { fieldErrors, keptValues, readFormPost } from '../../../src/host/forms/form-post.ts';
import { createLimiter, rateLimit } from '../../../src/host/rate-limit.ts';
import { clientAddress } from '../../../src/host/request-checks.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { multiLineText } from '../../../src/lib/plain-text.ts';
import { answerContactMessage, createContactMessage, findContactMessage, setContactStatus } from '../data/contact.repository.ts';
import { contentEnv } from '../env.server.ts';
import { t } from '../locales/messages.ts';
import { captchaSolved, newChallenge } from '../services/captcha.ts';
import { answerMail, confirmationMail, contactErrorText, contactSchema, teamMail } from '../services/contact-form.ts';
import { contentApiPaths } from '../api-paths.ts';

const origin = (url: string) => (env().PUBLIC_URL ?? new URL(url).origin).replace(/\/+$/, '');

/** Five messages per client per ten minutes: enough for a person, too few for a spammer. */
const contactLimit = rateLimit({ name: 'contact', windowMs: 10 * 60_000, max: 5 });
const DAY_MS = 24 * 60 * 60_000;
/** One receipt per address a day: the form cannot be used to fill a stranger's inbox. */
const receipts = createLimiter({ name: 'contact-receipt', windowMs: DAY_MS, max: 1 });
/** Messages a client sent today: each makes its next captcha twice as much work (see captcha.ts). */
const sends = createLimiter({ name: 'contact-sends', windowMs: DAY_MS, max: 1_000_000 });

/** The team's answer keeps its line breaks, not other control characters. */
const answerSchema = z.object({ answer: z.string().overwrite(multiLineText).trim().min(1).max(10_000) });
const statusSchema = z.object({ status: z.enum(['new', 'closed']) });

function messageId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return id;
}

/**
 * The contact form (open, captcha and rate limit) and the team's answers (staff only, audited).
 * Forms post here and are answered with post-redirect-get.
 */
export const contactRoutes = new Hono()
  .get(contentApiPaths.routes.contactChallenge.pattern, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await newChallenge(Date.now(), await sends.used(clientAddress(c))));
  })
  .post(contentApiPaths.routes.contact.pattern, contactLimit, async (c) => {
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const back = routePath(post.locale, 'contact.index');
    const parsed = contactSchema.safeParse(post.fields);
    const errors = parsed.success ? {} : fieldErrors(parsed.error, (key) => contactErrorText(LL, key));
    if (!(await captchaSolved(post.fields.altcha))) errors.altcha = [LL.content.contact.errors.captcha()];
    if (!parsed.success || errors.altcha)
      return post.redirect(back, { flash: { form: 'contact', errors, values: keptValues(post.fields) } });
    const viewer = await getViewer(c.req.raw.headers);
    const message = await createContactMessage(requestEm(), {
      name: parsed.data.name,
      email: parsed.data.email,
      subject: parsed.data.subject,
      message: parsed.data.message,
      link: parsed.data.link || null,
      locale: post.locale,
      userId: viewer.kind === 'user' ? viewer.id : null,
    });
    const mailer = siteMailer();
    const answerUrl = `${origin(c.req.url)}${routePath('en', 'admin.contact.show', { id: String(message.id) })}`;
    await mailer.send(teamMail(contentEnv().CONTACT_TO, message, answerUrl));
    await sends.hit(clientAddress(c));
    if ((await receipts.hit(message.email.toLowerCase())).allowed) await mailer.send(confirmationMail(message));
    return post.redirect(back, {
      flash: { form: 'contact', errors: {}, values: {}, message: { kind: 'success', text: LL.content.contact.sent() } },
    });
  })
  .post(contentApiPaths.routes.contactAnswer.pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const id = messageId(c.req.param('id'));
    const message = await findContactMessage(requestEm(), id);
    if (!message) throw new NotFoundError();
    const back = routePath(post.locale, 'admin.contact.show', { id: String(id) });
    const parsed = answerSchema.safeParse(post.fields);
    if (!parsed.success) {
      const errors = { answer: [LL.content.admin.contact.errors.answer()] };
      return post.redirect(back, { flash: { form: 'answer', errors, values: keptValues(post.fields) } });
    }
    await answerContactMessage(requestEm(), id, parsed.data.answer, viewer.id);
    await siteMailer().send(answerMail(message, parsed.data.answer));
    await recordAudit(viewer, 'contact.answer', `#${id} ${message.email}`);
    return post.redirect(back, {
      flash: { form: 'answer', errors: {}, values: {}, message: { kind: 'success', text: LL.content.admin.contact.sentAnswer() } },
    });
  })
  .post(contentApiPaths.routes.contactStatus.pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const id = messageId(c.req.param('id'));
    const parsed = statusSchema.safeParse(post.fields);
    const updated = parsed.success ? await setContactStatus(requestEm(), id, parsed.data.status) : null;
    if (!updated) throw new NotFoundError();
    await recordAudit(viewer, `contact.${updated.status === 'closed' ? 'close' : 'reopen'}`, `#${id} ${updated.email}`);
    const text = updated.status === 'closed' ? LL.content.admin.contact.closed() : LL.content.admin.contact.reopened();
    return post.redirect(routePath(post.locale, 'admin.contact.show', { id: String(id) }), {
      flash: { form: 'answer', errors: {}, values: {}, message: { kind: 'success', text } },
    });
  });
