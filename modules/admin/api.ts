import { Hono } from 'hono';
import { userAdmin } from '../accounts/index.ts';
import { STAFF_ROLES } from '../../src/auth/roles.ts';
import { requireRole } from '../../src/auth/viewer.server.ts';
import { readFormPost, type FormPost } from '../../src/host/forms/form-post.ts';
import { logger } from '../../src/host/logger.server.ts';
import { routePath } from '../../src/i18n/route-table.ts';
import { NotFoundError } from '../../src/lib/http-errors.ts';
import { t } from './locales/messages.ts';
import { recordAudit } from './services/audit.ts';
import { blockChange, roleChange, rolesFromForm, type RuleAnswer } from './services/user-rules.ts';
import { adminApiPaths } from './api-paths.ts';

/**
 * The users screen's actions (staff only, checked here: 401 or 403 otherwise; a change only an
 * owner may make is refused with a message). Every change is recorded in the audit trail and logged with the actor's id.
 */
export const adminApi = new Hono()
  .post(adminApiPaths.routes.userRoles.pattern, async (c) => {
    const actor = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const target = await userAdmin.find(c.req.param('id'));
    if (!target) throw new NotFoundError();
    const next = rolesFromForm(post.fields);
    const answer = roleChange(actor, target.id, target.roles, next);
    const back = `${routePath(post.locale, 'admin.users.index')}?q=${encodeURIComponent(post.fields.q ?? '')}`;
    if (answer !== 'ok') return refuse(answer, LL, post, back);
    await userAdmin.setRoles(target.id, next);
    await recordAudit(actor, 'user.roles', `${target.email}`, { from: target.roles, to: next });
    logger.info({ userId: actor.id, target: target.id, roles: next }, 'admin: roles changed');
    return post.redirect(back, {
      flash: {
        form: 'users',
        errors: {},
        values: {},
        message: { kind: 'success', text: LL.admin.users.rolesSaved({ name: target.name }) },
      },
    });
  })
  .post(adminApiPaths.routes.userBlock.pattern, async (c) => {
    const actor = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const target = await userAdmin.find(c.req.param('id'));
    if (!target) throw new NotFoundError();
    const block = post.fields.blocked === 'true';
    const back = `${routePath(post.locale, 'admin.users.index')}?q=${encodeURIComponent(post.fields.q ?? '')}`;
    const answer = blockChange(actor, target);
    if (answer !== 'ok') return refuse(answer, LL, post, back);
    await userAdmin.setBlocked(target.id, block);
    await recordAudit(actor, block ? 'user.block' : 'user.unblock', target.email);
    logger.info({ userId: actor.id, target: target.id, blocked: block }, 'admin: user block changed');
    const text = block ? LL.admin.users.blockedDone({ name: target.name }) : LL.admin.users.unblockedDone({ name: target.name });
    return post.redirect(back, { flash: { form: 'users', errors: {}, values: {}, message: { kind: 'success', text } } });
  });

/** A refused change: nothing is written; back to the users page, which says why. */
function refuse(answer: Exclude<RuleAnswer, 'ok'>, LL: ReturnType<typeof t>, post: FormPost, back: string): Promise<Response> {
  const text = answer === 'ownerOnly' ? LL.admin.users.ownerOnly() : LL.admin.users.notSelf();
  return post.redirect(back, { flash: { form: 'users', errors: {}, values: {}, message: { kind: 'error', text } } });
}
