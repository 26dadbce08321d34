import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { listFaq } from '../data/content.repository.ts';
import { renderMarkdown } from '../services/markdown.ts';

/** faq.index: questions and answers, each a native disclosure (keyboard and screen-reader friendly). */
export async function FaqPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const entries = await listFaq(requestEm(), locale);
  return (
    <div>
      <PageTop locale={locale} route="faq.index" title={LL.content.faq.title()} />
      {entries.length === 0 && <p>{LL.content.faq.empty()}</p>}
      {entries.map((entry) => (
        <details key={entry.key} className="faq" id={entry.key}>
          <summary>{entry.question}</summary>
          <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(entry.answer) }} />
        </details>
      ))}
    </div>
  );
}
