/** The body of an error page: code, title, explanation, a home button and the back-button hint. */
export function ErrorView(props: { code: number; title: string; text: string; homeHref: string; homeLabel: string; backHint: string }) {
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="code">{props.code === 999 ? '!' : props.code}</p>
      <h1 id="error-title">{props.title}</h1>
      <p>{props.text}</p>
      <p>
        <a className="btn" href={props.homeHref}>
          {props.homeLabel}
        </a>
      </p>
      <p className="muted">
        <small>{props.backHint}</small>
      </p>
    </section>
  );
}
