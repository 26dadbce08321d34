import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { requestEm, type EntityManager } from '../../../src/db/orm.server.ts';
import { claimCaptcha, sharedCaptchaSecret } from '../data/captcha.repository.ts';
import { contentEnv } from '../env.server.ts';

const CHALLENGE_TTL_S = 10 * 60;

/** How much more work a client's next challenge asks after `sentToday` messages: 1, 2, 4… up to 64. */
function workFactor(sentToday: number): number {
  return 2 ** Math.min(6, Math.max(0, Math.floor(sentToday)));
}

export interface CaptchaSettings {
  /** CAPTCHA_SECRET; without it, the secret shared through the database. */
  secret?: string | undefined;
  cost: number;
  maxNumber: number;
}

export interface Captcha {
  /** `sentToday`: the client's messages so far today; each doubles the expected work (up to 64×). */
  newChallenge(now?: number, sentToday?: number): Promise<Challenge>;
  /** True when the payload holds a solved, unexpired challenge of ours, used for the first time on any replica. */
  solved(payload: string | undefined, now?: Date): Promise<boolean>;
}

/**
 * A proof-of-work captcha (altcha, self-hosted) whose state lives in PostgreSQL: the signing
 * secret (CAPTCHA_SECRET, else one generated once and shared by every replica) and the solved
 * challenges (a replay is refused on every replica). Challenges are valid 10 minutes.
 */
export function createCaptcha(em: () => EntityManager, settings: () => CaptchaSettings): Captcha {
  let secret: Promise<string> | undefined;
  const signingSecret = (): Promise<string> => {
    const configured = settings().secret;
    if (configured) return Promise.resolve(configured);
    // Kept once read; a failed read is asked again next time.
    secret ??= sharedCaptchaSecret(em()).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return {
    async newChallenge(now = Date.now(), sentToday = 0) {
      const s = settings();
      const maxNumber = s.maxNumber * workFactor(sentToday);
      return createChallenge({
        algorithm: 'SHA-256',
        cost: s.cost,
        counter: randomInt(maxNumber, Math.max(1, Math.floor(maxNumber / 10))),
        expiresAt: new Date(now + CHALLENGE_TTL_S * 1000),
        deriveKey,
        hmacSignatureSecret: await signingSecret(),
      });
    },
    async solved(payload, now = new Date()) {
      if (!payload || payload.length > 10_000) return false;
      let parsed: Payload;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
      } catch {
        return false;
      }
      const parameters = parsed?.challenge?.parameters;
      if (!parameters?.nonce || !parsed.solution) return false;
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: await signingSecret(),
        });
        if (!result.verified) return false;
        // Recorded only once verified, so forged payloads cannot fill the store. The signature
        // covers the nonce and salt; kept until no challenge issued before now can still be valid.
        const key = parsed.challenge.signature ?? `${parameters.nonce}:${parameters.salt}`;
        return await claimCaptcha(em(), key, new Date(now.getTime() + CHALLENGE_TTL_S * 1000), now);
      } catch {
        return false;
      }
    },
  };
}

const siteCaptcha = createCaptcha(requestEm, () => {
  const e = contentEnv();
  return { secret: e.CAPTCHA_SECRET, cost: e.CAPTCHA_COST, maxNumber: e.CAPTCHA_MAX_NUMBER };
});

/** The contact form's challenge (GET /api/contact/challenge), harder after each message the client sent today. */
export function newChallenge(now = Date.now(), sentToday = 0): Promise<Challenge> {
  return siteCaptcha.newChallenge(now, sentToday);
}

/** The contact form's check of its `altcha` field. */
export function captchaSolved(payload: string | undefined): Promise<boolean> {
  return siteCaptcha.solved(payload);
}
