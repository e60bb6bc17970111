import { parseMediaPath } from '@folio/contracts';
import type { ComponentType, SVGProps } from 'react';
import styled from 'styled-components';
import { ContentImage } from '../../components/content-image';
import { GitHubIcon, InstagramIcon, LinkIcon, LinkedInIcon, MailIcon, XIcon } from '../../components/icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** The spec's footer icons for LinkedIn, X, Instagram, Email and GitHub; a plain link icon for anything else. */
const ICONS: Record<string, IconComponent> = {
  linkedin: LinkedInIcon,
  x: XIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
  email: MailIcon,
  github: GitHubIcon,
};

const IconImage = styled(ContentImage)<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: contain;
`;

/**
 * The spec's platforms keep their built-in icons, drawn in the text colour; another platform shows the
 * owner's icon when it is a library image, else the plain link icon. Decorative either way: the link
 * carries the name.
 */
export function SocialIcon({ platform, icon, size = 20 }: { platform: string; icon?: string; size?: number }) {
  const BuiltIn = ICONS[platform.trim().toLowerCase()];
  if (BuiltIn) return <BuiltIn size={size} />;
  if (parseMediaPath(icon)) return <IconImage src={icon} alt="" sizes={`${size}px`} $size={size} />;
  return <LinkIcon size={size} />;
}

/** Opening mail in the same tab, web profiles in a new one. */
export const linkTarget = (url: string) =>
  url.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' as const };
