/** "On your watch" (the manifest's `styles`, on the tokens of src/ui/styles.css). */
export const WATCH_CSS = `
.watch-files {
  margin-top: 1rem;
}
.watch-file-list {
  display: grid;
  gap: 0.5rem;
}
.watch-files-compact summary {
  cursor: pointer;
  font-weight: 600;
}
.watch-files-compact > .stack {
  margin-top: 0.5rem;
}
.watch-tolerance {
  max-width: 6rem;
}
`;
