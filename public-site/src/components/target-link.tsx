import type { MouseEvent, ReactNode } from 'react';
import { scrollToAnchor } from '../lib/scroll';

export interface TargetLinkProps {
  /** '#anchor' scrolls smoothly on this page; anything else ('/path', a URL) is a plain link, an ordinary page load. */
  href: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

export const isAnchor = (href: string) => href.startsWith('#') && href.length > 1;

/**
 * As the spec's hero buttons do: targets starting with # scroll smoothly to that anchor, other targets
 * are plain links. No router: it renders the same in an island as on the server's page.
 */
export function TargetLink({ href, className, children, onNavigate }: TargetLinkProps) {
  const onClick = isAnchor(href)
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        onNavigate?.();
        if (scrollToAnchor(href.slice(1))) event.preventDefault();
      }
    : onNavigate;
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
