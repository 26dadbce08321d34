/** The calendar's own rules (on the design tokens of src/ui/styles.css), served by the host in the site's module stylesheet. */
export const CALENDAR_CSS = `
.cal-filters {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: flex-end;
  background: var(--c-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 0.9rem 1rem;
  border: 0;
  margin: 0;
}
.cal-filters legend {
  font-weight: 700;
  padding: 0;
  float: left;
  width: 100%;
  margin-bottom: 0.25rem;
}
.cal-filters .field {
  margin: 0;
  min-width: 10rem;
}
.cal-filters select,
.cal-filters input[type='search'] {
  font: inherit;
  padding: 0.4rem 0.5rem;
  border: 1px solid var(--c-muted);
  border-radius: var(--radius);
  background: var(--c-surface);
  color: var(--c-text);
}
.cal-views {
  display: flex;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0;
}
.cal-views a[aria-current='page'] {
  font-weight: 700;
  text-decoration: none;
  border-bottom: 3px solid var(--c-brand);
}
.cal-toolbar {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
}
.cal-items {
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
}
.cal-event h3 {
  margin: 0 0 0.3rem;
  font-size: 1.1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: baseline;
}
.cal-event p {
  margin: 0.2rem 0;
}
.cal-canceled h3 a {
  text-decoration: line-through;
}
.cal-tag {
  font-size: 0.8rem;
  font-weight: 600;
  border: 1px solid var(--c-muted);
  color: var(--c-muted);
  border-radius: 999px;
  padding: 0 0.5rem;
}
.cal-tag-status {
  border-color: var(--c-error);
  color: var(--c-error);
}
.cal-distances {
  list-style: none;
  padding: 0;
  margin: 0.3rem 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
}
.cal-distances li {
  background: var(--c-bg);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: 0 0.45rem;
  font-size: 0.9rem;
}
.cal-more {
  text-align: center;
}
.cal-month-wrap {
  overflow-x: auto;
}
.cal-month {
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  background: var(--c-surface);
}
.cal-month caption {
  font-weight: 700;
  font-size: 1.15rem;
  padding: 0.4rem 0;
}
.cal-month th {
  font-size: 0.85rem;
  color: var(--c-muted);
  padding: 0.3rem;
}
.cal-month td {
  border: 1px solid var(--c-border);
  vertical-align: top;
  height: 5.5rem;
  padding: 0.25rem;
  font-size: 0.85rem;
  overflow-wrap: anywhere;
}
.cal-month td.cal-out {
  background: var(--c-bg);
  color: var(--c-muted);
}
.cal-month .cal-day {
  font-weight: 700;
  display: block;
}
.cal-month ul {
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.15rem;
}
.cal-month-nav {
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
}
.cal-stats-figures {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;
}
.cal-stats-figures > div {
  background: var(--c-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 0.5rem 0.9rem;
}
.cal-stats-figures dt {
  color: var(--c-muted);
  font-size: 0.9rem;
}
.cal-stats-figures dd {
  margin: 0;
  font-size: 1.4rem;
  font-weight: 700;
}
.cal-charts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1rem;
}
.cal-chart {
  margin: 0;
  background: var(--c-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 0.75rem;
}
.cal-chart svg {
  width: 100%;
  height: auto;
  display: block;
}
.cal-chart figcaption {
  font-weight: 600;
  margin-top: 0.4rem;
}
.cal-chart-bar {
  fill: var(--c-brand);
}
.cal-chart-label,
.cal-chart-count {
  fill: var(--c-text);
  font-size: 13px;
}
.cal-facts {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 1rem;
  margin: 0;
}
.cal-facts dt {
  font-weight: 600;
}
.cal-facts dd {
  margin: 0;
}
.cal-admin-table {
  width: 100%;
  border-collapse: collapse;
  background: var(--c-surface);
}
.cal-admin-table th,
.cal-admin-table td {
  text-align: left;
  padding: 0.4rem 0.5rem;
  border-bottom: 1px solid var(--c-border);
  vertical-align: top;
}
.cal-inline-form {
  display: inline;
  margin: 0 0.4rem 0 0;
}
@media (max-width: 640px) {
  .cal-month td {
    height: 4rem;
    font-size: 0.75rem;
  }
}
`;
