'use client';
import { useId } from 'react';
import { useDismissable } from '../../../src/ui/use-dismissable.client.ts';
import { accountsApi } from '../api-paths.ts';

export interface UserMenuItem {
  href: string;
  label: string;
  newTab?: boolean;
}

/**
 * The top bar's account menu: a button with the user's name showing a vertical list of links and
 * the logout form (a POST, never a link). A disclosure, not an ARIA menu: the items are ordinary
 * links reached with Tab, the button says whether the list is open (`aria-expanded`) and which
 * list it shows (`aria-controls`, while open); Escape, a click outside or tabbing out closes it. On a phone
 * the list is as wide as the screen allows and scrolls when it is taller (styles.css).
 * Plain DTO props.
 */
export function UserMenuButton(props: { label: string; name: string; items: UserMenuItem[]; logout: { label: string; locale: string } }) {
  const { open, setOpen, root } = useDismissable<HTMLDivElement>();
  const listId = useId();
  return (
    <div className="lang-menu user-menu" ref={root}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        title={props.label}
      >
        <span aria-hidden="true">{props.name.slice(0, 1).toUpperCase() || '?'}</span>
        <span className="visually-hidden">{`${props.label}: ${props.name}`}</span>
      </button>
      {open && (
        <ul id={listId} aria-label={props.label}>
          {props.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <form method="post" action={accountsApi.routes.logout.href()}>
              <input type="hidden" name="locale" value={props.logout.locale} />
              <button type="submit">{props.logout.label}</button>
            </form>
          </li>
        </ul>
      )}
    </div>
  );
}
