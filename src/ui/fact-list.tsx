/** A list of figures as term and value pairs (`<dl>` of `<div><dt/><dd/></div>`), one row per fact. */
export function FactList({ rows, className }: { rows: ReadonlyArray<readonly [string, string]>; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
