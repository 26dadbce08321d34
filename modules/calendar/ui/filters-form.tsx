import type { Locale } from '../../../src/i18n/locales.ts';
import type { Translator } from '../locales/messages.ts';
import type { CalendarFilters } from '../services/event-filters.ts';
import { FiltersAutoSubmit } from './filters-auto-submit.client.tsx';

interface Props {
  locale: Locale;
  LL: Translator;
  action: string;
  filters: CalendarFilters;
  months: Array<{ value: string; label: string }>;
  countries: Array<{ value: string; label: string }>;
  distances: Array<{ value: string; label: string }>;
  clearHref: string;
}

/**
 * The filters as a plain GET form: the result is a URL (shareable, works without JavaScript). With
 * JavaScript a changed select applies at once (FiltersAutoSubmit); the button stays for the text
 * search and for browsers without it.
 */
export function FiltersForm({ LL, action, filters, months, countries, distances, clearHref }: Props) {
  const F = LL.calendar.filters;
  const select = (name: 'month' | 'country' | 'distance', label: string, any: string, options: Props['months'], value: string | null) => (
    <div className="field">
      <label htmlFor={`cal-${name}`}>{label}</label>
      <select id={`cal-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" action={action} role="search">
      <fieldset className="cal-filters">
        <legend>{F.legend()}</legend>
        {filters.view === 'month' && <input type="hidden" name="view" value="month" />}
        {select('month', F.month(), F.anyMonth(), months, filters.month)}
        {select('country', F.country(), F.anyCountry(), countries, filters.country)}
        {select('distance', F.distance(), F.anyDistance(), distances, filters.distance)}
        <div className="field">
          <label htmlFor="cal-q">{F.q()}</label>
          <input id="cal-q" type="search" name="q" defaultValue={filters.q ?? ''} maxLength={80} />
        </div>
        <button className="btn" type="submit">
          {F.apply()}
        </button>
        <a href={clearHref}>{F.clear()}</a>
        <FiltersAutoSubmit />
      </fieldset>
    </form>
  );
}
