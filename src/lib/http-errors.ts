/**
 * The typed errors services and handlers throw (no HTTP framework knowledge, and no status
 * numbers: which status each class answers with is the host's to say, in one table,
 * src/host/middleware/error-mapping.ts). The host maps each to one answer: `{ message, errors:
 * { field: [messages] } }` for the API, the product's error page for pages. `message` is already in
 * the user's language when the thrower knows it; otherwise the host writes its own.
 *
 * AppError is abstract: a service names the kind of refusal, never a number.
 */
export type FieldErrors = Record<string, string[]>;

export abstract class AppError extends Error {
  readonly errors: FieldErrors | undefined;
  /** True when `message` is meant for the user; else the host shows its translated default for the status. */
  readonly userMessage: boolean;

  /** With field errors and no message, the message is the first field's first one. */
  constructor(message?: string, errors?: FieldErrors) {
    const text = message ?? (errors ? Object.values(errors)[0]?.[0] : undefined);
    super(text ?? '');
    this.errors = errors;
    this.userMessage = Boolean(text);
  }
}

/** A refusal that carries a message only, no field errors. */
abstract class MessageOnlyError extends AppError {
  constructor(message?: string) {
    super(message);
  }
}

/** The request itself is malformed (not JSON, a broken escape), or a parameter is wrong (its field's messages). */
export class BadRequestError extends AppError {}

/** A request's parameters are wrong (band settings, a query): its fields' messages, the first one as the message. */
export class InvalidParametersError extends BadRequestError {
  constructor(errors: FieldErrors, message?: string) {
    super(message, errors);
  }
}

/** Log in first. */
export class UnauthenticatedError extends MessageOnlyError {}

/** Logged in, but not allowed. */
export class ForbiddenError extends MessageOnlyError {}

/** Missing, or someone else's private thing (answered the same way on purpose); `errors` names the field that pointed at it. */
export class NotFoundError extends AppError {}

/** The thing changed meanwhile, or already exists. */
export class ConflictError extends MessageOnlyError {}

/** The body or the requested work is over its limit (`errors`: the field that is). */
export class TooLargeError extends AppError {}

/** The body's Content-Type is not one the route takes. */
export class UnsupportedMediaTypeError extends MessageOnlyError {}

/** Laravel's "page expired" (SPEC 7): the write's XSRF token is stale or not the cookie's; fetch a new one and retry. */
export class TokenExpiredError extends MessageOnlyError {}

/** The form's fields are invalid: each field's messages in the user's language; the message is the first one unless given. */
export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    super(message, errors);
  }
}

/** Too many requests from this client; `retryAfterSeconds` becomes the Retry-After header (the host's default when unknown). */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number | undefined,
    message?: string,
  ) {
    super(message);
  }
}

/** Something upstream failed (an auth provider's own error): the user's message, logged like any server error. */
export class InternalError extends MessageOnlyError {}

/** The service cannot answer now (database unreachable, queue full, a provider switched off); Retry-After when known. */
export class ServiceUnavailableError extends AppError {
  constructor(
    readonly retryAfterSeconds?: number,
    message?: string,
  ) {
    super(message);
  }
}

/** The work queue is full (more heavy requests than workers can take); try again shortly. */
export class BusyError extends ServiceUnavailableError {
  constructor(retryAfterSeconds = 5) {
    super(retryAfterSeconds);
  }
}
