import { RequestContext } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import type { Mail } from '../../accounts/index.ts';
import { createCoursesApi } from '../api.ts';
import { findCourseReview, listWaitingReviews } from '../data/course-review.repository.ts';
import { listLatestPublicCourses } from '../data/course.repository.ts';
import { admin, alice, bob, guest, makeCourse, ORIGIN } from './course-test-support.ts';

const orm = useTestDatabase();

const sent: Mail[] = [];

function post(viewer: Viewer, path: string, fields: Record<string, string> = {}) {
  const api = hostApi([
    {
      prefix: '/courses',
      app: createCoursesApi({
        viewer: async () => viewer,
        ownerContact: async (id) => (id === 'alice' ? { email: 'alice@example.com', name: 'Alice' } : null),
        mailer: () => ({ send: async (mail) => void sent.push(mail) }),
      }),
    },
  ]);
  const body = new URLSearchParams({ locale: 'en', ...fields });
  return RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}/api/courses${path}`, {
      method: 'POST',
      body,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
}

/** The audit trail, newest first (the admin module's table; read as SQL to stay out of its internals). */
async function audit(): Promise<Array<{ actorName: string; action: string; target: string }>> {
  return orm()
    .em.fork()
    .getConnection()
    .execute(`select actor_name as "actorName", action, target from audit_entry where action like 'course.%' order by "at" desc, id desc`);
}

/** The message the page shows after the redirect. */
async function flashOf(response: Response) {
  const flash = await takeFlash(orm().em.fork(), flashIdFrom(response.headers.get('set-cookie')));
  return flash?.message?.text ?? null;
}

let lyon: string;
let turin: string;

beforeAll(async () => {
  lyon = (await makeCourse(orm().em.fork(), { title: 'Lyon loop', ownerId: 'alice' })).uuid;
  turin = (await makeCourse(orm().em.fork(), { title: 'Turin river', ownerId: 'alice' })).uuid;
});

describe('course review queue', () => {
  it('the owner asks once; a second request while one waits is refused with the date', async () => {
    const first = await post(alice, `/${lyon}/publish-request`, { note: 'Official route of 2026', locale: 'fr' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/fr/parcours/lyon-loop');
    expect(await flashOf(first)).toBe('Votre demande est envoyée : l’équipe va vérifier « Lyon loop ».');
    const second = await post(alice, `/${lyon}/publish-request`, { note: 'again' });
    expect(await flashOf(second)).toMatch(/^You already asked to publish this course on .+; the team has not answered yet\.$/);
    const waiting = await listWaitingReviews(orm().em.fork());
    expect(waiting.map((c) => [c.title, c.publishRequestNote])).toEqual([['Lyon loop', 'Official route of 2026']]);
  });

  it('refuses a note over 500 characters, and anyone but the owner (guests 401, others 404)', async () => {
    const long = await post(alice, `/${turin}/publish-request`, { note: 'x'.repeat(501), back: 'index' });
    expect(long.headers.get('location')).toBe('/en/course');
    expect(await flashOf(long)).toBe('The note has at most 500 characters.');
    expect((await post(guest, `/${turin}/publish-request`)).status).toBe(401);
    expect((await post(bob, `/${turin}/publish-request`)).status).toBe(404);
    expect((await findCourseReview(orm().em.fork(), turin))?.publishRequestedAt).toBeNull();
  });

  it('only staff decide: guests 401, members (even the owner) 403, and nothing changes', async () => {
    for (const action of ['publish', 'obsolete', 'answer']) {
      expect((await post(guest, `/${lyon}/review/${action}`, { answer: 'x' })).status).toBe(401);
      expect((await post(alice, `/${lyon}/review/${action}`, { answer: 'x' })).status).toBe(403);
    }
    expect((await findCourseReview(orm().em.fork(), lyon))?.status).toBe('private');
    expect((await post(admin, '/00000000-0000-4000-8000-000000000000/review/publish')).status).toBe(404);
  });

  it('publish: the course becomes public, leaves the queue, the owner is told, the audit trail names the admin', async () => {
    const response = await post(admin, `/${lyon}/review/publish`);
    expect(response.headers.get('location')).toBe('/en/admin/course/review');
    expect(await flashOf(response)).toBe('“Lyon loop” is public now.');
    expect((await listLatestPublicCourses(orm().em.fork(), 10)).map((c) => c.title)).toContain('Lyon loop');
    expect(await listWaitingReviews(orm().em.fork())).toEqual([]);
    // Mailed in the language the owner asked in (French), with the course's French address.
    expect(sent.at(-1)).toMatchObject({
      kind: 'course-published',
      to: 'alice@example.com',
      subject: 'Votre parcours « Lyon loop » est public',
    });
    expect(sent.at(-1)!.text).toContain('http://localhost:3000/fr/parcours/lyon-loop');
    const [entry] = await audit();
    expect(entry).toMatchObject({ actorName: 'Ann', action: 'course.publish', target: 'lyon-loop' });
  });

  it('answer: an empty answer is refused; a real one is stored with the course and mailed to the owner', async () => {
    await post(alice, `/${turin}/publish-request`);
    const empty = await post(admin, `/${turin}/review/answer`, { answer: '   ' });
    expect(empty.headers.get('location')).toBe('/en/admin/course/review');
    const flash = await takeFlash(orm().em.fork(), flashIdFrom(empty.headers.get('set-cookie')));
    expect(flash?.errors.answer).toEqual(['Write an answer of at most 5000 characters.']);
    expect(await listWaitingReviews(orm().em.fork())).toHaveLength(1);

    const answered = await post(admin, `/${turin}/review/answer`, {
      answer: 'The finish line moved in 2025: please upload the new route.',
    });
    expect(await flashOf(answered)).toBe('The answer about “Turin river” is mailed to its owner.');
    const review = await findCourseReview(orm().em.fork(), turin);
    expect(review).toMatchObject({
      status: 'private',
      publishRequestedAt: null,
      reviewAnswer: 'The finish line moved in 2025: please upload the new route.',
    });
    expect(sent.at(-1)).toMatchObject({
      kind: 'course-review-answer',
      to: 'alice@example.com',
      subject: 'About your course “Turin river”',
    });
    expect(sent.at(-1)!.text).toContain('The finish line moved in 2025');
    expect((await audit())[0]?.action).toBe('course.answer');
    // Answered, so the owner may ask again.
    expect(await flashOf(await post(alice, `/${turin}/publish-request`))).toBe('Your request is sent: the team will check “Turin river”.');
  });

  it('mark obsolete: the course leaves the queue as obsolete; a non-private course cannot be proposed', async () => {
    expect(await flashOf(await post(admin, `/${turin}/review/obsolete`))).toBe('“Turin river” is marked obsolete.');
    expect((await findCourseReview(orm().em.fork(), turin))?.status).toBe('obsolete');
    expect(await flashOf(await post(alice, `/${turin}/publish-request`))).toBe('Only a private course can be proposed for publication.');
    expect((await audit())[0]?.action).toBe('course.obsolete');
  });
});
