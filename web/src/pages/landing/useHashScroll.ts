import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Takes the visitor to the section the location names (#contact), and holds it there while the
 * page comes in (`keepSectionInView`, loaded only then): on arriving at the landing page with a
 * section (from another page or typed in), and when a link to a section of this page found the
 * section missing (React drawing it afresh); otherwise a link here is the browser's own scroll.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  const arriving = useRef(true);
  useEffect(() => {
    const arrival = arriving.current;
    arriving.current = false;
    if (!hash) return;
    let left = false;
    let stop: (() => void) | undefined;
    void import('./keepSectionInView').then(({ keepSectionInView }) => {
      if (!left) stop = keepSectionInView(hash, arrival);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [hash]);
}
