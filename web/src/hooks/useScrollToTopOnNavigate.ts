import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top; a link to a section (/#contact) scrolls there instead. */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  // The hash is read, not followed: only a change of page should scroll, not a change of section.
  const toTopUnlessSection = useEffectEvent(() => {
    if (!hash) window.scrollTo(0, 0);
  });
  useEffect(() => {
    toTopUnlessSection();
  }, [pathname]);
}
