import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { scrollToAnchor } from '../lib/scroll';

export interface TargetLinkProps {
  /** '#anchor' scrolls smoothly on this page; '/path' is an in-app link; anything else a plain link. */
  href: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

export const isAnchor = (href: string) => href.startsWith('#') && href.length > 1;

/** As the spec's hero buttons do: targets starting with # scroll smoothly to that anchor, other targets are plain links. */
export function TargetLink({ href, className, children, onNavigate }: TargetLinkProps) {
  if (isAnchor(href)) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onNavigate?.();
      if (scrollToAnchor(href.slice(1))) event.preventDefault();
    };
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} onClick={onNavigate}>
      {children}
    </a>
  );
}
