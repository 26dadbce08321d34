import { z } from 'zod';
import { defineEnv } from '../../src/host/env.server.ts';

/** The content module's settings (README: configuration). */
export const contentEnvSchema = z.object({
  /** Where contact-form messages are mailed (the team's address). */
  CONTACT_TO: z.string().email().default('team@paceband.local'),
  /** Signs the contact form's proof-of-work challenges (altcha); without it a random key generated once and kept in PostgreSQL, shared by every replica. */
  CAPTCHA_SECRET: z.string().min(16).optional(),
  /** Work asked of the browser: SHA-256 rounds per try, and the largest secret number (average work ≈ rounds × number / 2). */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(50),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(10_000),
  /**
   * Analytics (SPEC 7), off unless set: a tag manager's container id (GTM-…) or, with
   * ANALYTICS_SCRIPT_URL, any script such as a self-hosted Plausible (it gets `data-domain` = the
   * id). Loaded only after the visitor accepts analytics cookies.
   */
  ANALYTICS_ID: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .optional(),
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Ads (SPEC 7), off unless set: the ad network's client id (ca-pub-…), loaded only after the visitor accepts ads. */
  ADS_CLIENT: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .optional(),
  ADS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export const contentEnv = defineEnv(contentEnvSchema);
