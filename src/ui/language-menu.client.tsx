'use client';
import { useId } from 'react';
import { useDismissable } from './use-dismissable.client.ts';

export interface LanguageOption {
  locale: string;
  name: string;
  href: string;
}

/**
 * The language dropdown: the current language is shown disabled; picking another remembers it
 * in the `lang` cookie for 365 days (SPEC 9) and opens the same page in that language.
 */
export function LanguageMenu(props: { label: string; current: string; options: LanguageOption[]; cookieMaxAge: number }) {
  const { open, setOpen, root } = useDismissable<HTMLDivElement>();
  const currentOption = props.options.find((o) => o.locale === props.current);
  const listId = useId();
  return (
    <div className="lang-menu" ref={root}>
      <button type="button" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{props.current.toUpperCase()}</span>
        <span className="visually-hidden">{`${props.label}: ${currentOption?.name ?? props.current}`}</span>
      </button>
      {open && (
        <ul id={listId} aria-label={props.label}>
          {props.options.map((option) => (
            <li key={option.locale} lang={option.locale}>
              {option.locale === props.current ? (
                <span aria-disabled="true" aria-current="true">
                  {option.name}
                </span>
              ) : (
                <a
                  href={option.href}
                  hrefLang={option.locale}
                  onClick={() => {
                    document.cookie = `lang=${option.locale}; Max-Age=${props.cookieMaxAge}; Path=/; SameSite=Lax`;
                  }}
                >
                  {option.name}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
