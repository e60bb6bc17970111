import type { ComponentType, SVGProps } from 'react';
import { GitHubIcon, InstagramIcon, LinkIcon, LinkedInIcon, MailIcon, XIcon } from '../../components/icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** §2: icons for LinkedIn, X, Instagram, Email and GitHub; a plain link icon for anything else. */
const ICONS: Record<string, IconComponent> = {
  linkedin: LinkedInIcon,
  x: XIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
  email: MailIcon,
  github: GitHubIcon,
};

export function SocialIcon({ platform, size = 20 }: { platform: string; size?: number }) {
  const Icon = ICONS[platform.trim().toLowerCase()] ?? LinkIcon;
  return <Icon size={size} />;
}

/** Opening mail in the same tab, web profiles in a new one. */
export const linkTarget = (url: string) =>
  url.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' as const };
