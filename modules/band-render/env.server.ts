import { z } from 'zod';
import { defineEnv } from '../../src/host/env.server.ts';

/** The band renderer's settings (README: configuration). */
export const bandRenderEnvSchema = z.object({
  /** Worker threads that render bands (PDF, PNG, SVG); 0 renders on the web process's own thread. Default: cores − 1, at least 1. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Renders waiting for a thread beyond the running ones; one more answers 503 with Retry-After. */
  RENDER_QUEUE: z.coerce.number().int().min(1).max(10_000).default(32),
});

export const bandRenderEnv = defineEnv(bandRenderEnvSchema);
