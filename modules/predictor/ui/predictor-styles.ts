/**
 * The predictor's own rules (its manifest's `styles`; the host serves every module's styles as one
 * cached stylesheet). Colours are the design tokens of src/ui/styles.css, so contrast stays as checked there.
 */
export const PREDICTOR_CSS = `
.pr-form {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: 1rem 2rem;
  background: var(--c-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 1rem 1.25rem;
}
.pr-form > fieldset {
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
}
.pr-form > button {
  grid-column: 1 / -1;
  justify-self: start;
}
.pr-form > fieldset > legend {
  font-weight: 700;
  font-size: 1.1rem;
  margin-bottom: 0.4rem;
}
.pr-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-start;
}
.pr-row .field input[type='text'] {
  max-width: 9rem;
}
.pr-choices {
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
}
.pr-choices legend {
  width: 100%;
  padding: 0;
  margin-bottom: 0.25rem;
}
.pr-choice {
  font-weight: 400 !important;
  display: inline-flex;
  gap: 0.4rem;
  align-items: center;
}
.pr-results {
  margin-top: 1.5rem;
}
.pr-figures {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;
}
.pr-figures > div {
  background: var(--c-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 0.6rem 0.9rem;
}
.pr-figures dt {
  color: var(--c-muted);
  font-size: 0.9rem;
}
.pr-figures dd {
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
}
.pr-table-wrap {
  overflow-x: auto;
  margin-bottom: 1.25rem;
}
.pr-table {
  width: 100%;
  border-collapse: collapse;
  background: var(--c-surface);
  border-radius: var(--radius);
}
.pr-table caption {
  text-align: left;
  font-weight: 700;
  font-size: 1.1rem;
  padding: 0.4rem 0;
}
.pr-table th,
.pr-table td {
  padding: 0.45rem 0.6rem;
  border-bottom: 1px solid var(--c-border);
  text-align: left;
}
.pr-num {
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
}
.pr-share ul {
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
}
@media (max-width: 640px) {
  .pr-table th,
  .pr-table td {
    padding: 0.35rem 0.3rem;
    font-size: 0.9rem;
  }
}
`;
