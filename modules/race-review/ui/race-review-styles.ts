/** The race review's own rules (its manifest's `styles`), on the tokens of src/ui/styles.css. */
export const RACE_REVIEW_CSS = `
.rr-band { margin-top: 0.75rem; }
.rr-band > summary { cursor: pointer; font-weight: 600; }
.rr-upload { display: grid; gap: 0.5rem; justify-items: start; margin: 0.5rem 0 1rem; }
.rr-review { border-top: 1px solid var(--c-border); padding-top: 0.75rem; }
.rr-summary ul { margin: 0.25rem 0; padding-left: 1.25rem; }
.rr-chart { margin: 0; }
.rr-chart svg { width: 100%; height: auto; max-width: 48rem; display: block; }
.rr-chart .rr-ele { fill: var(--c-border); }
.rr-chart .rr-grid { stroke: var(--c-border); stroke-width: 1; }
.rr-chart .rr-zero { stroke: var(--c-text); stroke-width: 1; }
.rr-chart .rr-gap { fill: none; stroke: var(--c-brand); stroke-width: 2.5; }
.rr-chart .rr-tick, .rr-chart .rr-side { font-size: 12px; fill: var(--c-muted); }
.rr-table-wrap { overflow-x: auto; }
.rr-table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
.rr-table caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
.rr-table th, .rr-table td { padding: 0.2rem 0.6rem; text-align: right; border-bottom: 1px solid var(--c-border); }
.rr-table th[scope='row'] { text-align: left; }
.rr-table .rr-marker { color: var(--c-muted); font-style: italic; }
.rr-table .rr-behind { color: var(--c-error); }
.rr-table .rr-ahead { color: var(--c-success); }
`;
