import type { z } from 'zod';
import { BandSettingsError, type MessageParams } from './band-messages.ts';
import { bandSettingsSchema, type BandSettings, type BandSettingsInput } from './band-settings.ts';
import { paperSettingsSchema, type PaperSettings, type PaperSettingsInput } from './paper-settings.ts';

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const params = (issue && 'params' in issue ? issue.params : undefined) as MessageParams | undefined;
  throw new BandSettingsError(issue?.message ?? 'invalidType', params ?? {}, issue?.path ?? []);
}

export function parseBandSettings(input: BandSettingsInput | BandSettings = {}): BandSettings {
  return parseOrThrow(bandSettingsSchema, input);
}

export function parsePaperSettings(input: PaperSettingsInput | PaperSettings = {}): PaperSettings {
  return parseOrThrow(paperSettingsSchema, input);
}
