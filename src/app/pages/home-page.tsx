import { Link } from '../../ui/link.client.tsx';
import type { RoutePageProps } from '../../i18n/page-types.ts';
import { dictionary, t } from '../../i18n/messages.ts';
import { routePath } from '../../i18n/route-table.ts';
import { PageHead } from '../../ui/page-head.tsx';
import type { HostComposition } from '../../host/host-composition.ts';
import { ExampleBand } from './example-band.tsx';

/** home.index: hero, examples, then each module's home section (`home` in its manifest), in order. */
export function homePage(composed: Pick<HostComposition, 'homeWidgets'>) {
  return function HomePage(props: RoutePageProps) {
    return <Home {...props} widgets={composed.homeWidgets()} />;
  };
}

async function Home({ locale, available, widgets }: RoutePageProps & { widgets: ReturnType<HostComposition['homeWidgets']> }) {
  const LL = t(locale);
  const examples = LL.home.examples;
  const bandWords = { run: dictionary(locale).home.examples.bandRun, walk: dictionary(locale).home.examples.bandWalk };
  return (
    <div className="stack">
      <PageHead locale={locale} route="home.index" title={LL.home.title()} />
      <section className="hero">
        <h1>{LL.home.heroTitle()}</h1>
        <p>{LL.home.heroText()}</p>
        {available.has('build.index') && (
          <Link className="btn" to={routePath(locale, 'build.index')}>
            {LL.home.cta()}
          </Link>
        )}
      </section>
      <section aria-labelledby="examples-title">
        <h2 id="examples-title">{LL.home.examplesTitle()}</h2>
        <div className="grid">
          {[examples.evenEffort, examples.walkBreaks, examples.printing].map((example, i) => (
            <article key={i} className="card">
              <ExampleBand variant={i} locale={locale} labels={bandWords} />
              <h3>{example.title()}</h3>
              <p className="muted">{example.text()}</p>
            </article>
          ))}
        </div>
      </section>
      {widgets.map(({ component: Widget }, i) => (
        <Widget key={i} locale={locale} />
      ))}
    </div>
  );
}
