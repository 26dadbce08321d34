/**
 * The typed errors services and handlers throw (no HTTP framework knowledge). The host maps each
 * to its status and to one answer: `{ message, errors: { field: [messages] } }` for the API, the
 * product's error page for pages (src/host/middleware/error-mapping.ts). `message` is already in
 * the user's language when the thrower knows it; otherwise the host writes its own.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** True when `message` is meant for the user; else the host shows its translated default for the status. */
  readonly userMessage: boolean;

  constructor(status: number, message?: string, errors?: FieldErrors) {
    super(message ?? '');
    this.status = status;
    this.errors = errors;
    this.userMessage = Boolean(message);
  }
}

/** 400: the request itself is malformed (not JSON, a broken escape). */
export class BadRequestError extends AppError {
  constructor(message?: string) {
    super(400, message);
  }
}

/** 401: log in first. */
export class UnauthenticatedError extends AppError {
  constructor(message?: string) {
    super(401, message);
  }
}

/** 403: logged in, but not allowed. */
export class ForbiddenError extends AppError {
  constructor(message?: string) {
    super(403, message);
  }
}

/** 404: missing, or someone else's private thing (answered the same way on purpose). */
export class NotFoundError extends AppError {
  constructor(message?: string) {
    super(404, message);
  }
}

/** 409: the thing changed meanwhile, or already exists. */
export class ConflictError extends AppError {
  constructor(message?: string) {
    super(409, message);
  }
}

/** 419 (Laravel's "page expired", SPEC 7): the write's XSRF token is stale or not the cookie's; fetch a new one and retry. */
export class TokenExpiredError extends AppError {
  constructor(message?: string) {
    super(419, message);
  }
}

/** 413: the body or the requested work is over its limit. */
export class TooLargeError extends AppError {
  constructor(message?: string) {
    super(413, message);
  }
}

/** 422 (or 400): field errors, each field's messages in the user's language; the message is the first one. */
export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string, status: 400 | 422 = 422) {
    super(status, message ?? Object.values(errors)[0]?.[0], errors);
  }
}

/** 429: too many requests from this client; `retryAfterSeconds` becomes the Retry-After header (the host's default when unknown). */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number | undefined,
    message?: string,
  ) {
    super(429, message);
  }
}

/** 503: the service cannot answer now (database unreachable, queue full); Retry-After when known. */
export class ServiceUnavailableError extends AppError {
  constructor(
    readonly retryAfterSeconds?: number,
    message?: string,
  ) {
    super(503, message);
  }
}

/** 503: the work queue is full (more heavy requests than workers can take); try again shortly. */
export class BusyError extends ServiceUnavailableError {
  constructor(retryAfterSeconds = 5) {
    super(retryAfterSeconds);
  }
}
