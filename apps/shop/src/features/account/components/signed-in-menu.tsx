import { pageHref } from '@shop/contract/routes';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLogout } from '../use-logout.ts';
import '../../../styles/signed-in-menu.scss';

/**
 * A disclosure of links (not an ARIA menu): Tab moves through the entries, Escape closes and
 * returns to the button, leaving the group closes it.
 */
export function SignedInMenu() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const close = () => setOpen(false);

  return (
    <div className="dropdown" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary btn-sm dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('user.menu.title')}
      </button>
      <ul
        id={listId}
        className={open ? 'dropdown-menu dropdown-menu-end show' : 'dropdown-menu dropdown-menu-end'}
        data-bs-popper="static"
      >
        <li>
          <Link className="dropdown-item" to={pageHref.myProfile()} onClick={close}>
            {t('user.menu.my-profile')}
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={pageHref.myOrders()} onClick={close}>
            {t('user.menu.my-orders')}
          </Link>
        </li>
        <li>
          <button type="button" className="dropdown-item" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {t('user.menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
