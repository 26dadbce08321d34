import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile, type CourseProfile } from '../../../courses/index.ts';
import { renderBandSvg, renderBandsPdf } from '../../../band-render/index.ts';
import { prepareBuild } from './prepare-build.ts';

const profileOf = (name: string): CourseProfile =>
  buildCourseProfile(new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/courses/${name}`, import.meta.url))), name);

const COURSE = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const settings = (band: Record<string, unknown> = {}) => ({
  plan: { bands: [{ goal: '3:30:00' }], unit: 'km' },
  band: { title: 'Tokyo', ...band },
  courseUuid: COURSE,
});

async function prepared(course: CourseProfile | null, locale: 'en' | 'fr' = 'en', band: Record<string, unknown> = {}) {
  const result = await prepareBuild(settings(band), locale, async () => course, 'no course');
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe("the band's small print warns where the course's heights look unreliable (issue 26 point 3)", () => {
  // Tokyo's file holds a route planner's ground heights; its published gain is set far from the measured one.
  const tokyo = { ...profileOf('tokyo-marathon-route.gpx'), publishedGainM: 270 };
  const gain = Math.round(tokyo.elevation.gainM);

  it('says it in short, in the band language, and prints it on the band inside its width', async () => {
    const en = await prepared(tokyo);
    expect(en.settings.band.courseNote).toBe(`Heights from the file may miss bridges. Gain ${gain} m, published 270 m.`);
    const fr = await prepared(tokyo, 'fr');
    expect(fr.settings.band.courseNote).toMatch(
      new RegExp(`^Altitudes du fichier\\s: les ponts peuvent manquer\\. Dénivelé ${gain}\\sm, publié 270\\sm\\.$`),
    );

    const { texts } = await renderBandSvg(en.plans[0]!, { ...en.settings.band, locale: 'en' });
    const band = texts[0]!;
    const words = band.map((t) => t.text).join(' ');
    expect(words).toContain('Heights from the file may miss bridges.');
    expect(words).toContain('published 270 m.');
    expect(words).not.toContain('\u2026');
    // 3 cm wide (85 pt): every line of the note inside it, under the goal, above the rows.
    for (const t of band) expect(t.x + t.width).toBeLessThanOrEqual(85.04);
    const goal = band.find((t) => t.text === '3:30:00')!;
    const note = band.filter((t) => /bridges|published/.test(t.text));
    const firstRow = band.find((t) => t.text === '1')!;
    for (const line of note) {
      expect(line.y).toBeGreaterThan(goal.y);
      expect(line.y + line.height).toBeLessThan(firstRow.y);
      expect(line.height).toBeGreaterThanOrEqual(6);
    }
  });

  it('says nothing on a course whose heights look sound, or without a course; a note sent by the user is dropped', async () => {
    const boston = profileOf('boston-marathon.gpx');
    expect((await prepared(boston)).settings.band.courseNote).toBe('');
    expect((await prepared(boston, 'en', { courseNote: 'Buy shoes at example.com' })).settings.band.courseNote).toBe('');
    const flat = await prepareBuild(
      { plan: { bands: [{ goal: '45:00' }], distanceM: 10_000 }, band: { courseNote: 'Buy shoes at example.com' } },
      'en',
      async () => null,
      'no course',
    );
    expect(flat.ok && flat.settings.band.courseNote).toBe('');
  });

  it('prints the note in the PDF too: the PDF of the warned band differs from the same band without it', async () => {
    const warned = await prepared(tokyo);
    const plans = warned.plans;
    const band = { ...warned.settings.band, locale: 'en' as const };
    const withNote = await renderBandsPdf(plans, band);
    const without = await renderBandsPdf(plans, { ...band, courseNote: '' });
    expect(Buffer.from(withNote.bytes).equals(Buffer.from(without.bytes))).toBe(false);
  });
});
