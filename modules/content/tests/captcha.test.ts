import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { countClaimedCaptchas } from '../data/captcha.repository.ts';
import { createCaptcha, type Captcha } from '../services/captcha.ts';

const orm = useTestDatabase();
const settings = () => ({ cost: 1, maxNumber: 300 });

/** Two app replicas: separate verifiers (own caches, own connections' sessions) on one database, no CAPTCHA_SECRET. */
function replica(): Captcha {
  return createCaptcha(() => orm().em.fork(), settings);
}

async function solve(captcha: Captcha, now = Date.now()): Promise<string> {
  const challenge = await captcha.newChallenge(now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the captcha across replicas (state in PostgreSQL)', () => {
  it('a challenge issued by one replica verifies on another, and a replay is refused by either', async () => {
    const a = replica();
    const b = replica();
    const payload = await solve(a);
    expect(await b.solved(payload)).toBe(true);
    expect(await a.solved(payload)).toBe(false);
    expect(await b.solved(payload)).toBe(false);
  });

  it('the same solution sent to both replicas at once is accepted exactly once', async () => {
    const a = replica();
    const b = replica();
    const payload = await solve(b);
    const answers = await Promise.all([a.solved(payload), b.solved(payload), a.solved(payload), b.solved(payload)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a challenge signed with another secret, a tampered one and garbage, without storing them', async () => {
    const before = await countClaimedCaptchas(orm().em.fork());
    const foreign = createCaptcha(
      () => orm().em.fork(),
      () => ({ ...settings(), secret: 'someone-elses-secret-0123456789' }),
    );
    expect(await replica().solved(await solve(foreign))).toBe(false);
    const genuine = JSON.parse(Buffer.from(await solve(replica()), 'base64').toString('utf8')) as { solution: { counter: number } };
    genuine.solution.counter += 1;
    expect(await replica().solved(Buffer.from(JSON.stringify(genuine)).toString('base64'))).toBe(false);
    expect(await replica().solved('not base64 json')).toBe(false);
    expect(await replica().solved(undefined)).toBe(false);
    expect(await countClaimedCaptchas(orm().em.fork())).toBe(before);
  });

  it('refuses an expired challenge, and sweeps solved challenges once they cannot be valid any more', async () => {
    const a = replica();
    const old = await solve(a, Date.now() - 11 * 60_000);
    expect(await a.solved(old)).toBe(false);
    expect(await countClaimedCaptchas(orm().em.fork())).toBeGreaterThan(0);
    // Eleven minutes on, every earlier record is past its expiry and goes with the next claim.
    expect(await a.solved(await solve(a), new Date(Date.now() + 11 * 60_000))).toBe(true);
    expect(await countClaimedCaptchas(orm().em.fork())).toBe(1);
  });
});
