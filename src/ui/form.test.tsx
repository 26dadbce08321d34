/**
 * One form kit (issue 30 point 5): a field renders the same markup and ids in a server page
 * (uncontrolled, read by the POST) and inside a client form (controlled); only the client's
 * message is announced as it appears (role=alert), as the client field kit's was.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField, Field, RadioGroup, fieldIds } from './form.tsx';

const noop = () => {};
const strip = (html: string) => html.replace(/ role="alert"/g, '');

describe('the form kit, server and client', () => {
  it('labels the control and points it at its hint and its message by id', () => {
    const html = renderToStaticMarkup(<Field name="title" prefix="cf" label="Title" hint="No distance" error="Enter a title." value="" />);
    expect(html).toContain('<label for="cf-title">Title</label>');
    expect(html).toMatch(/<input id="cf-title" [^>]*name="title"/);
    expect(html).toContain('aria-invalid="true" aria-describedby="cf-title-hint cf-title-error"');
    expect(html).toContain('<small id="cf-title-hint" class="field-help">No distance</small>');
    expect(html).toContain('<span id="cf-title-error" class="field-error">Enter a title.</span>');
  });

  it('a client form gets the same markup and ids, its message announced (role=alert)', () => {
    const server = renderToStaticMarkup(
      <Field name="title" prefix="cf" label="Title" hint="No distance" error="Enter a title." value="Berlin" />,
    );
    const client = renderToStaticMarkup(
      <Field name="title" prefix="cf" label="Title" hint="No distance" error="Enter a title." value="Berlin" onChange={noop} />,
    );
    expect(client).toContain('<span id="cf-title-error" class="field-error" role="alert">Enter a title.</span>');
    expect(server).not.toContain('role="alert"');
    expect(strip(client)).toBe(server);
  });

  it('a select, a checkbox and a radio group keep the scheme; an empty prefix leaves the bare name (the band builder)', () => {
    const options = [
      { value: 'km', label: 'km' },
      { value: 'mi', label: 'miles' },
    ];
    const select = renderToStaticMarkup(
      <Field as="select" name="unit" prefix="" label="Unit" value="mi" options={options} onChange={noop} />,
    );
    expect(select).toContain('<label for="unit">Unit</label><select id="unit" name="unit">');
    expect(fieldIds('distance', '')).toEqual({ input: 'distance', hint: 'distance-hint', error: 'distance-error' });
    expect(fieldIds('title')).toEqual({ input: 'f-title', hint: 'f-title-hint', error: 'f-title-error' });

    const check = renderToStaticMarkup(<CheckboxField name="half" prefix="" label="Half-way split" checked onChange={noop} />);
    expect(check).toMatch(
      /^<div class="field field-check"><input id="half" [^>]*type="checkbox"[^>]*checked=""[^>]*\/><label for="half">Half-way split<\/label><\/div>$/,
    );

    const radios = renderToStaticMarkup(
      <RadioGroup
        name="strategy"
        legend="Strategy"
        value="even-effort"
        options={[{ value: 'even-effort', label: 'Even effort' }]}
        error="Pick one."
        onChange={noop}
      />,
    );
    expect(radios).toMatch(
      /<input id="strategy-even-effort" type="radio" name="strategy"[^>]* checked=""[^>]*\/><label for="strategy-even-effort">/,
    );
    expect(radios).toContain('<span class="field-error" role="alert">Pick one.</span>');
  });

  it('without a message the control is neither invalid nor described by one', () => {
    const html = renderToStaticMarkup(<Field name="city" prefix="cf" label="City" value="Graz" onChange={noop} />);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('field-error');
  });
});
