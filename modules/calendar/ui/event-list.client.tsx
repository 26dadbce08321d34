'use client';

import { useEffect, useRef, useState } from 'react';
import type { ListPage } from '../services/event-view.ts';
import { EventCard } from './event-card.tsx';

interface Props {
  first: ListPage;
  labels: { next: string; loading: string; end: string; build: string; failed: string };
}

/** SPEC 9: the next page loads when the sentinel is 90 % visible. */
const VISIBLE = 0.9;

/**
 * The list view. The sentinel is the plain "more races" link: without JavaScript it opens the next
 * page; with it, the next page's races are fetched and appended when the link comes into view.
 */
export function EventList({ first, labels }: Props) {
  const [items, setItems] = useState(first.items);
  const [next, setNext] = useState(first.next);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const sentinel = useRef<HTMLAnchorElement>(null);
  const busy = useRef(false);

  useEffect(() => {
    const link = sentinel.current;
    if (!link || !next || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= VISIBLE) || busy.current) return;
        busy.current = true;
        setState('loading');
        fetch(next.api, { headers: { accept: 'application/json' } })
          .then((r) => (r.ok ? (r.json() as Promise<ListPage>) : Promise.reject(new Error(String(r.status)))))
          .then((page) => {
            setItems((old) => [...old, ...page.items.filter((item) => !old.some((o) => o.id === item.id))]);
            setNext(page.next);
            setState('idle');
          })
          .catch(() => setState('failed'))
          .finally(() => {
            busy.current = false;
          });
      },
      { threshold: VISIBLE },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [next]);

  return (
    <div className="cal-list">
      <ol className="cal-items">
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} buildLabel={labels.build} />
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="muted">
        {state === 'loading' ? labels.loading : state === 'failed' ? labels.failed : next ? '' : items.length ? labels.end : ''}
      </p>
      {next && (
        <p className="cal-more">
          <a ref={sentinel} className="btn btn-secondary" href={next.href} data-testid="more-races">
            {labels.next}
          </a>
        </p>
      )}
    </div>
  );
}
