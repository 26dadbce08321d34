import { outbox } from './contact-outbox.test-support.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Viewer } from '../../../src/auth/access.ts';
import { setViewerSource } from '../../../src/auth/viewer.server.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { siteMailer } from '../../accounts/index.ts';
import { contentApi } from '../api.ts';

const ORIGIN = 'http://localhost:3000';

/**
 * The content API as the host mounts it, asked from its own origin: `call` GETs a path, or POSTs
 * `fields` as a form, from a client address (10.0.0.1 unless `ip`); `as` says who is asking
 * (a guest at first). Import this file first: it sets the environment (contact-outbox).
 */
export function contentApiHarness(orm: () => MikroORM) {
  const api = hostApi([{ prefix: '/', app: contentApi }], { trustedOrigins: [ORIGIN] });
  let viewer: Viewer = { kind: 'guest' };
  setViewerSource(async () => viewer);

  function call(pathname: string, init: { fields?: Record<string, string>; ip?: string } = {}) {
    const headers = new Headers({ origin: ORIGIN });
    let body: FormData | undefined;
    if (init.fields) {
      body = new FormData();
      for (const [k, v] of Object.entries(init.fields)) body.append(k, v);
    }
    const env = { incoming: { socket: { remoteAddress: init.ip ?? '10.0.0.1' } } };
    return RequestContext.create(orm().em, () =>
      api.request(`${ORIGIN}/api${pathname}`, { method: init.fields ? 'POST' : 'GET', body, headers }, env),
    );
  }

  /** A captcha challenge asked from `ip`, solved: the solution, and the form field's payload. */
  async function solved(ip = '10.0.0.1') {
    const challenge = (await (await call('/contact/challenge', { ip })).json()) as Challenge;
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    return { solution, payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
  }

  return {
    call,
    solved,
    solvedPayload: async (ip?: string) => (await solved(ip)).payload,
    as: (who: Viewer) => {
      viewer = who;
    },
    /** The flash message a form answer's cookie points at. */
    flashOf: (response: Response) =>
      takeFlash(orm().em.fork(), /paceband_flash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]),
    /** Every mail sent so far, oldest first, once the mailer is idle. */
    async mails(): Promise<Array<{ to: string; subject: string; text: string; kind: string }>> {
      await siteMailer().idle();
      return readdirSync(outbox)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')));
    },
  };
}
