// The host's request checks, under the names this module's handlers use.
export { clientAddress as clientIp } from '../../../src/host/request-checks.ts';
