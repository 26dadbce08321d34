/**
 * How long every PostgreSQL pool of the process (the ORM's, better-auth's, the rate limits') keeps
 * an idle connection: a burst after a quiet spell should not pay a new connection's
 * authentication (SCRAM: several ms of the event loop each) per request.
 */
export const POOL_IDLE_MS = 60_000;
