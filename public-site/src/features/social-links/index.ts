export { SocialLinksList } from './social-links-list';
export { defaultSocialLinks, useSocialLinks, type ShownSocialLink } from './use-social-links';
