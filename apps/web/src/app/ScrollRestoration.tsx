import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, so Back returns to where the visitor was. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward restore the entry's position. A change of the
 * query alone (filters, the member centre's `?mc=` overlay) keeps the scroll where it is.
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(window.history.state?.key ?? 'default', window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  const shownPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    // Only a change of page moves the scroll; `key` alone changes with the query too.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, pathname, navigationType]);

  return null;
}
