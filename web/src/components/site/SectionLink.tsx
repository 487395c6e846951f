import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '../../app/paths';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * A link to a landing section: a plain anchor on the landing page (the browser scrolls),
 * a route change to /#section elsewhere (the landing page scrolls on arrival).
 */
export function SectionLink({ section, className, children, onClick }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname === PATHS.home) {
    return (
      <a className={className} href={`#${section}`} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={PATHS.section(section)} onClick={onClick}>
      {children}
    </Link>
  );
}
