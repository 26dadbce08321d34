import { describe, expect, it } from 'vitest';
import { parseThemeForm } from './theme-form.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('the admin theme form', () => {
  it("a theme's name is one line, without control characters (issue 28)", async () => {
    const parsed = await parseThemeForm(form({ name: 'Gold\u0000\r\ntheme', borderWidthMm: '1', position: 'top' }), 'en');
    expect(parsed.ok && parsed.input.name).toBe('Gold theme');
  });

  it('reads a decimal comma and refuses an unknown position in the language of the form', async () => {
    const parsed = await parseThemeForm(form({ name: 'Or', borderWidthMm: '1,5', position: 'left' }), 'es');
    expect(parsed).toEqual({ ok: false, errors: { position: ['Elige arriba, centro o abajo.'] } });
    const ok = await parseThemeForm(form({ name: 'Or', borderWidthMm: '1,5', position: 'bottom' }), 'es');
    expect(ok.ok && ok.input.borderWidthMm).toBe(1.5);
  });
});
