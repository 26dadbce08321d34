/**
 * Typed errors (issue 30 point 5): services throw a class, never a number; the host's table says
 * which status each class answers with, and the API answer carries the thrower's message and field
 * errors unchanged.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as httpErrors from '../../lib/http-errors.ts';
import type { AppError } from '../../lib/http-errors.ts';
import { errorMapping, statusOf } from './error-mapping.ts';

const cases: Array<[AppError, number]> = [
  [new httpErrors.BadRequestError(), 400],
  [new httpErrors.InvalidParametersError({ dpi: ['Choose 150, 300 or 600 dpi.'] }), 400],
  [new httpErrors.UnauthenticatedError(), 401],
  [new httpErrors.ForbiddenError(), 403],
  [new httpErrors.NotFoundError(), 404],
  [new httpErrors.ConflictError(), 409],
  [new httpErrors.TooLargeError(), 413],
  [new httpErrors.UnsupportedMediaTypeError(), 415],
  [new httpErrors.TokenExpiredError(), 419],
  [new httpErrors.ValidationError({ title: ['Enter a title.'] }), 422],
  [new httpErrors.TooManyRequestsError(3), 429],
  [new httpErrors.InternalError('Something went wrong.'), 500],
  [new httpErrors.ServiceUnavailableError(), 503],
  [new httpErrors.BusyError(), 503],
];

function app(error: AppError) {
  return new Hono()
    .use(errorMapping({ maintenance: false }))
    .all('*', () => {
      throw error;
    })
    .onError((caught, c) => {
      c.error = caught;
      return c.text('', 500);
    });
}

describe('typed errors and their statuses', () => {
  it.each(cases)('%o answers %i', async (error, status) => {
    expect(statusOf(error)).toBe(status);
    const response = await app(error).request('http://paceband.test/api/anything');
    expect(response.status).toBe(status);
  });

  it('every error class the services can throw has a case here (a new class needs its row in the host table)', () => {
    const classes = Object.values(httpErrors).filter(
      (value): value is typeof AppError => typeof value === 'function' && value.prototype instanceof httpErrors.AppError,
    );
    const covered = new Set(cases.map(([error]) => error.constructor));
    expect(classes.filter((cls) => !covered.has(cls)).map((cls) => cls.name)).toEqual([]);
  });

  it("a library's error that names its status keeps it (Waku's statusCode); one that names none, or not an error status, is a 500", () => {
    expect(statusOf(Object.assign(new Error('Invalid encoded rscPath'), { statusCode: 400 }))).toBe(400);
    expect(statusOf(Object.assign(new Error('x'), { status: 404 }))).toBe(404);
    expect(statusOf(Object.assign(new Error('x'), { statusCode: 200 }))).toBe(500);
    expect(statusOf(new URIError('URI malformed'))).toBe(500);
    expect(statusOf(null)).toBe(500);
  });

  it("field errors and the thrower's message reach the API answer", async () => {
    const response = await app(new httpErrors.ValidationError({ file: ['This file has no track.'], title: ['Enter a title.'] })).request(
      'http://paceband.test/api/courses',
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'This file has no track.',
      errors: { file: ['This file has no track.'], title: ['Enter a title.'] },
    });
  });

  it('a not-found field error keeps its field and message (a course named in band settings)', async () => {
    const response = await app(new httpErrors.NotFoundError(undefined, { courseUuid: ['This course does not exist.'] })).request(
      'http://paceband.test/api/bands/plan',
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'This course does not exist.',
      errors: { courseUuid: ['This course does not exist.'] },
    });
  });

  it('without a message the host writes its own text for the status', async () => {
    const response = await app(new httpErrors.NotFoundError()).request('http://paceband.test/api/courses/x');
    const body = (await response.json()) as { message: string; errors: object };
    expect(body.message).not.toBe('');
    expect(body.errors).toEqual({});
  });
});
