import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { toLocale, type Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import {
  AppError,
  BadRequestError,
  BusyError,
  ConflictError,
  ForbiddenError,
  InternalError,
  NotFoundError,
  ServiceUnavailableError,
  TokenExpiredError,
  TooLargeError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
  ValidationError,
  type FieldErrors,
} from '../../lib/http-errors.ts';
import { OPERATIONS_PATHS } from '../api.ts';
import { databaseStatus } from '../database-status.ts';
import { errorPageHtml, type ErrorCode } from '../error-page-html.ts';
import { redactPath } from '../log-redaction.ts';
import { logger } from '../logger.server.ts';
import { isApiPath } from '../../lib/api-route.ts';

/** The one JSON shape of an API error (SPEC 5/8: a message, and each field's messages). */
export interface ApiErrorBody {
  message: string;
  errors: FieldErrors;
}

/** The host's own text for a status, in the user's language. */
function statusText(locale: Locale, status: number): string {
  const api = t(locale).errors.api;
  const byStatus: Record<number, () => string> = {
    400: api.badRequest,
    401: api.unauthenticated,
    403: api.forbidden,
    404: api.notFound,
    409: api.conflict,
    413: api.tooLarge,
    419: api.tokenExpired,
    422: api.invalid,
    429: api.tooMany,
    503: api.maintenance,
  };
  return (byStatus[status] ?? t(locale).errors.generic)();
}

/** An error as the API answers it: typed errors keep their message and field errors; anything else is the generic text. */
export function apiErrorBody(error: unknown, status: number, locale: Locale): ApiErrorBody {
  if (error instanceof BusyError) return { message: t(locale).errors.api.busy(), errors: {} };
  if (error instanceof AppError) {
    return { message: error.userMessage ? error.message : statusText(locale, status), errors: error.errors ?? {} };
  }
  if (status < 500 && error instanceof Error && error.message) return { message: error.message, errors: {} };
  return { message: statusText(locale, status), errors: {} };
}

/**
 * Turns an error that escaped a handler into the product's answer: JSON for the API, the
 * localized error page otherwise. Services throw typed errors (src/lib/http-errors.ts); Hono's
 * HTTPException carries a status too; anything else is a 500, logged.
 */
export function errorMapping(options: { maintenance: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const data = getContextData();
    // Before locale routing has run (maintenance, waiting for the database), the path's prefix decides.
    const locale = toLocale(data.locale, path.split('/')[1]);
    const isApi = isApiPath(path);
    // Maintenance, or the database not reachable yet (npm start retries it): the 503 page.
    const waiting = databaseStatus().waiting;
    if ((options.maintenance || waiting) && !OPERATIONS_PATHS.has(path) && !path.startsWith('/assets/')) {
      c.header('Retry-After', waiting ? '30' : '600');
      return isApi ? c.json(apiErrorBody(null, 503, locale), 503) : c.html(errorPageHtml(503, locale), 503);
    }
    try {
      await next();
    } catch (error) {
      c.error = error as Error;
    }
    const error = c.error;
    if (!error) return;
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error, reqId: data.requestId, path: redactPath(path) }, 'request failed');
    const code: ErrorCode = status === 403 || status === 404 || status === 503 ? status : status >= 500 ? 500 : 999;
    // Clear the failed response first: Hono's setter would carry its headers into ours.
    c.res = undefined as unknown as Response;
    // Retry-After goes in with the answer, not set on it afterwards: under @hono/node-server a
    // header set on a finished response was dropped when the compress middleware re-wrapped it
    // (its light Response copies the headers it was made with), and every real 429 lost it.
    const retryAfter = retryAfterOf(error, status);
    const headers = retryAfter ? { 'Retry-After': retryAfter } : undefined;
    c.res = isApi
      ? c.json(apiErrorBody(error, status, locale), status as 400, headers)
      : c.html(errorPageHtml(code, locale), status as 500, headers);
  };
}

/** Seconds a 429 asks the client to wait when its error does not say: the host's limits count per minute. */
export const DEFAULT_RETRY_AFTER_S = 60;

/**
 * The Retry-After header value of an error's answer, whole seconds, at least 1: what a typed error
 * asks for (429, 503), and for any other 429 (a limit that did not say) DEFAULT_RETRY_AFTER_S.
 */
export function retryAfterOf(error: unknown, status = statusOf(error)): string | null {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof seconds === 'number' && Number.isFinite(seconds)) return String(Math.max(1, Math.ceil(seconds)));
  return status === 429 ? String(DEFAULT_RETRY_AFTER_S) : null;
}

type AppErrorClass = abstract new (...args: never[]) => AppError;

/**
 * The one place a typed error becomes an HTTP status (services name the kind of refusal, never a
 * number). A subclass without its own row answers like its parent (InvalidParametersError is a
 * BadRequestError, BusyError a ServiceUnavailableError).
 */
const APP_ERROR_STATUS: ReadonlyMap<AppErrorClass, number> = new Map<AppErrorClass, number>([
  [BadRequestError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedMediaTypeError, 415],
  [TokenExpiredError, 419],
  [ValidationError, 422],
  [TooManyRequestsError, 429],
  [InternalError, 500],
  [ServiceUnavailableError, 503],
]);

/** A typed error's status: its class's row, or its nearest parent's; an AppError without a row is a 500. */
function appErrorStatus(error: AppError): number {
  for (let proto: unknown = Object.getPrototypeOf(error); proto && proto !== AppError.prototype; proto = Object.getPrototypeOf(proto)) {
    const status = APP_ERROR_STATUS.get((proto as { constructor: AppErrorClass }).constructor);
    if (status !== undefined) return status;
  }
  return 500;
}

/**
 * The HTTP status of an error: a typed error's by its class, Hono's HTTPException's own `status`
 * (or a library's `statusCode`, as Waku sets on a request it cannot read), else 500.
 */
export function statusOf(error: unknown): number {
  if (error instanceof AppError) return appErrorStatus(error);
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const said = status ?? statusCode;
  return typeof said === 'number' && said >= 400 && said < 600 ? said : 500;
}
