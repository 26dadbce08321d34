/**
 * The build page's own rules (the manifest's `styles`; the host serves every module's styles as
 * one cached stylesheet), on the design tokens of src/ui/styles.css. Phones (below the two-column
 * layout): a compact preview stays under the top bar while the form scrolls, and the split table
 * fits 360 px.
 */
export const BUILDER_CSS = `
/* The course's height warnings, above the form: read before the hills on the band are trusted. */
.course-height-notes {
  border-left: 4px solid var(--c-warning, #b8401d);
  background: var(--c-surface);
  padding: 0.5rem 0.75rem;
  margin: 0 0 1rem;
}
.course-height-notes ul {
  margin: 0.25rem 0 0;
  padding-left: 1.1rem;
}
/* A dial: its label with its value at the right, the range input at full width, its effect below. */
.dial-head {
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.5rem;
}
.dial-head output {
  font-variant-numeric: tabular-nums;
  font-weight: 600;
}
.field.dial input[type='range'] {
  padding: 0;
  border: 0;
  background: none;
  accent-color: var(--c-brand);
}
.dial-effect {
  font-variant-numeric: tabular-nums;
}
.mini-preview {
  display: none;
}
/* The Save button's place while the page asks who is viewing. */
.save-band-pending {
  min-height: 2.5rem;
}
/* Save: which saved band the page edits, its name (with what it is for), then Save / Save as new. */
form.save-band .field {
  flex-basis: 100%;
}
.save-band-note {
  flex-basis: 100%;
  margin: 0;
}
.save-band-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
}
@media (max-width: 959.98px) {
  .mini-preview {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    position: sticky;
    top: calc(var(--bar-h) + 0.25rem);
    z-index: 20;
    padding: 0.35rem 0.6rem;
    background: var(--c-surface);
    color: var(--c-text);
    text-decoration: none;
    border-radius: var(--radius);
    box-shadow: var(--shadow);
  }
  .mini-preview-text {
    display: flex;
    flex-direction: column;
    flex: 0 0 auto;
    max-width: 6.5rem;
    font-size: 0.85rem;
    line-height: 1.25;
    font-variant-numeric: tabular-nums;
  }
  .mini-preview-text small {
    color: var(--c-muted);
  }
  .mini-preview-band {
    flex: 1 1 auto;
    min-width: 0;
    max-height: 6rem;
    position: relative;
    overflow: hidden;
    container-type: inline-size;
  }
  .mini-preview-turn {
    position: absolute;
    left: 50%;
    top: 50%;
    width: calc(100cqw * var(--ratio));
    height: 100cqw;
    transform: translate(-50%, -50%) rotate(-90deg);
  }
  .mini-preview-turn .band-image {
    display: block;
    width: 100%;
    height: 100%;
  }
  /* Five columns in 312 px: smaller type and tight cells. Headings wrap between words (hyphenated
     where the browser can), never inside a number; with the lap-time column on, the table scrolls
     inside its own box, never the page. */
  .splits-table {
    font-size: 0.8rem;
  }
  .splits-table th,
  .splits-table td {
    padding: 0.25rem 0.15rem;
  }
  .splits-table th {
    font-size: 0.7rem;
    hyphens: auto;
    vertical-align: bottom;
  }
  .splits-table td {
    white-space: nowrap;
  }
  /* "Copies" is longer in other languages ("Exemplaires"): its column grows instead of overlapping. */
  .band-target {
    grid-template-columns: minmax(4.5rem, min-content) minmax(0, 1fr) auto;
  }
  /* A field scrolled to stays clear of the compact preview above it. */
  .builder-form :is(input, select) {
    scroll-margin-top: calc(var(--bar-h) + 7rem);
  }
  .builder-preview {
    padding-left: 0.5rem;
    padding-right: 0.5rem;
  }
}
`;
