import { Hono, type Context } from 'hono';
import { userAdmin } from '../accounts/index.ts';
import { STAFF_ROLES } from '../../src/auth/roles.ts';
import { requireRole } from '../../src/auth/viewer.server.ts';
import { readFormPost } from '../../src/host/forms/form-post.ts';
import { logger } from '../../src/host/logger.server.ts';
import { routePath } from '../../src/i18n/route-table.ts';
import { NotFoundError } from '../../src/lib/http-errors.ts';
import { t } from './locales/messages.ts';
import { recordAudit } from './services/audit.ts';
import { blockChange, roleChange, rolesFromForm, type RuleAnswer } from './services/user-rules.ts';
import { adminApiPaths } from './api-paths.ts';

/**
 * What each users-screen action starts from: the staff actor (401 or 403 otherwise), the form, the
 * target user (404 when there is none), and `done`, back to the list with a message.
 */
async function userAction(c: Context, id: string) {
  const actor = await requireRole(STAFF_ROLES, c.req.raw.headers);
  const post = await readFormPost(c);
  const LL = t(post.locale);
  const target = await userAdmin.find(id);
  if (!target) throw new NotFoundError();
  const back = `${routePath(post.locale, 'admin.users.index')}?q=${encodeURIComponent(post.fields.q ?? '')}`;
  const done = (kind: 'success' | 'error', text: string) =>
    post.redirect(back, { flash: { form: 'users', errors: {}, values: {}, message: { kind, text } } });
  /** A refused change: nothing is written; the users page says why. */
  const refuse = (answer: Exclude<RuleAnswer, 'ok'>) =>
    done('error', answer === 'ownerOnly' ? LL.admin.users.ownerOnly() : LL.admin.users.notSelf());
  return { actor, post, LL, target, done, refuse };
}

/**
 * The users screen's actions (staff only, checked here; a change only an owner may make is refused
 * with a message). Every change is recorded in the audit trail and logged with the actor's id.
 */
export const adminApi = new Hono()
  .post(adminApiPaths.routes.userRoles.pattern, async (c) => {
    const { actor, post, LL, target, done, refuse } = await userAction(c, c.req.param('id'));
    const next = rolesFromForm(post.fields);
    const answer = roleChange(actor, target.id, target.roles, next);
    if (answer !== 'ok') return refuse(answer);
    await userAdmin.setRoles(target.id, next);
    await recordAudit(actor, 'user.roles', `${target.email}`, { from: target.roles, to: next });
    logger.info({ userId: actor.id, target: target.id, roles: next }, 'admin: roles changed');
    return done('success', LL.admin.users.rolesSaved({ name: target.name }));
  })
  .post(adminApiPaths.routes.userBlock.pattern, async (c) => {
    const { actor, post, LL, target, done, refuse } = await userAction(c, c.req.param('id'));
    const block = post.fields.blocked === 'true';
    const answer = blockChange(actor, target);
    if (answer !== 'ok') return refuse(answer);
    await userAdmin.setBlocked(target.id, block);
    await recordAudit(actor, block ? 'user.block' : 'user.unblock', target.email);
    logger.info({ userId: actor.id, target: target.id, blocked: block }, 'admin: user block changed');
    return done('success', block ? LL.admin.users.blockedDone({ name: target.name }) : LL.admin.users.unblockedDone({ name: target.name }));
  });
