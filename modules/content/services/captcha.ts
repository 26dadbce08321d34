import { randomBytes } from 'node:crypto';
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { contentEnv } from '../env.server.ts';

const CHALLENGE_TTL_S = 10 * 60;

let secret: string | undefined;
const used = new CappedMap<string, boolean>({ maxSize: 50_000 });

function signingSecret(): string {
  secret ??= contentEnv().CAPTCHA_SECRET ?? randomBytes(32).toString('hex');
  return secret;
}

/**
 * A proof-of-work challenge for the contact form (altcha, self-hosted): signed with
 * CAPTCHA_SECRET, valid 10 minutes. The widget in our own bundle solves it in the browser.
 */
export function newChallenge(now = Date.now()): Promise<Challenge> {
  const e = contentEnv();
  return createChallenge({
    algorithm: 'SHA-256',
    cost: e.CAPTCHA_COST,
    counter: randomInt(e.CAPTCHA_MAX_NUMBER, Math.max(1, Math.floor(e.CAPTCHA_MAX_NUMBER / 10))),
    expiresAt: new Date(now + CHALLENGE_TTL_S * 1000),
    deriveKey,
    hmacSignatureSecret: signingSecret(),
  });
}

/** True when the form's `altcha` field holds a solved, unexpired challenge of ours, used for the first time. */
export async function captchaSolved(payload: string | undefined): Promise<boolean> {
  if (!payload || payload.length > 10_000) return false;
  let parsed: Payload;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
  } catch {
    return false;
  }
  if (!parsed?.challenge?.parameters?.nonce || !parsed.solution) return false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: signingSecret(),
    });
    // Recorded only once verified, so forged payloads cannot fill the replay store.
    return result.verified && used.setIfAbsent(parsed.challenge.parameters.nonce, true);
  } catch {
    return false;
  }
}
