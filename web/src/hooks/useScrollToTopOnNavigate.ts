import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top; a link to a section (/#contact) scrolls there instead. */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  // Read through a ref: only a change of page should scroll, not a change of section.
  const hashRef = useRef(hash);
  hashRef.current = hash;
  useEffect(() => {
    if (!hashRef.current) window.scrollTo(0, 0);
  }, [pathname]);
}
