import type { QueryField } from '../services/predictor-query.ts';
import { fieldIds } from './form-field.tsx';

/** Every field's first problem, linked to its control; announced when the page loads with it. */
export function ErrorSummary(props: { title: string; errors: ReadonlyMap<QueryField, string> }) {
  return (
    <div className="pr-summary" role="alert" aria-labelledby="pr-summary-title">
      <h2 id="pr-summary-title">{props.title}</h2>
      <ul>
        {[...props.errors].map(([field, message]) => (
          <li key={field}>
            <a href={`#${field === 'sex' ? `${fieldIds('sex').error}` : fieldIds(field).input}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
