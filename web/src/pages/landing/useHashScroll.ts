import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A visit that arrives at a section (/#contact, from another page or typed in) is taken there
 * and held there while the page comes in (`keepSectionInView`, loaded only then). A link to a
 * section on the landing page itself is the browser's own scroll.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  const [arrivedAt] = useState(hash);
  useEffect(() => {
    if (!arrivedAt) return;
    let left = false;
    let stop: (() => void) | undefined;
    void import('./keepSectionInView').then(({ keepSectionInView }) => {
      if (!left) stop = keepSectionInView(arrivedAt);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [arrivedAt]);
}
