'use client';
import { useDismissable } from '../../../src/ui/use-dismissable.client.ts';

export interface UserMenuItem {
  href: string;
  label: string;
  newTab?: boolean;
}

/**
 * The top bar's account menu: a button with the user's name opening the list, and the logout
 * form (a POST, never a link). Plain DTO props; closes on Escape or a click outside.
 */
export function UserMenuButton(props: { label: string; name: string; items: UserMenuItem[]; logout: { label: string; locale: string } }) {
  const { open, setOpen, root } = useDismissable<HTMLDivElement>();
  return (
    <div className="lang-menu user-menu" ref={root}>
      <button type="button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)} title={props.label}>
        <span aria-hidden="true">{props.name.slice(0, 1).toUpperCase() || '?'}</span>
        <span className="visually-hidden">{`${props.label}: ${props.name}`}</span>
      </button>
      {open && (
        <ul>
          {props.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <form method="post" action="/api/account/logout">
              <input type="hidden" name="locale" value={props.logout.locale} />
              <button type="submit">{props.logout.label}</button>
            </form>
          </li>
        </ul>
      )}
    </div>
  );
}
