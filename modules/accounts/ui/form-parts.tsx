import type { Flash } from '../services/flash.ts';

interface FieldProps {
  name: string;
  label: string;
  type?: string;
  errors: Record<string, string[]>;
  value?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
}

/** A labelled input showing the first server message of its field (SPEC 8). */
export function Field({ name, label, type = 'text', errors, value, autoComplete, required = true, hint }: FieldProps) {
  const error = errors[name]?.[0];
  const id = `f-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={type === 'password' ? undefined : value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <small id={`${id}-hint`} className="field-help">
          {hint}
        </small>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The form's general message: success (status) or error (alert), as SPEC 4's two looks. */
export function FormMessage({ flash, form }: { flash: Flash | null; form?: string }) {
  if (!flash?.message || (form && flash.form !== form)) return null;
  const { kind, text } = flash.message;
  return kind === 'success' ? (
    <p className="form-message form-success" role="status">
      ✓ {text}
    </p>
  ) : (
    <p className="form-message error-summary" role="alert">
      ⚠ {text}
    </p>
  );
}

/** A plain HTML form to one of our handlers; carries the page language. */
export function PostForm({
  action,
  locale,
  children,
  multipart,
  label,
}: {
  action: string;
  locale: string;
  children: React.ReactNode;
  multipart?: boolean;
  label?: string;
}) {
  return (
    <form
      method="post"
      action={`/api/account/${action}`}
      encType={multipart ? 'multipart/form-data' : undefined}
      aria-label={label}
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      {children}
    </form>
  );
}
