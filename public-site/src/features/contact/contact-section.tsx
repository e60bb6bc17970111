import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageSection } from '../../components/layout-primitives';
import { usePersona } from '../persona';
import { siteTextsOf, useSite } from '../site';
import { SocialLinksList, useSocialLinks, type ShownSocialLink } from '../social-links';
import { Island } from '../../islands/island';
import { useGetContactFormQuery } from './contact-api';
import { ContactFormIsland } from './contact-form-island';
import { MutedLine } from './contact-form-styles';
import type { ContactReply } from './contact-sent-panel';
import { PostedContactFormContext } from './posted-form';

const SECTION_ID = 'contact';

/** The address of the first email link (`mailto:`) among the social links shown, if any. */
const emailOf = (links: readonly ShownSocialLink[] | undefined) =>
  links?.map((link) => /^mailto:([^?]+@[^?]+)/i.exec(link.url)?.[1]).find((address): address is string => Boolean(address)) ?? null;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: 1.75rem;
  padding: clamp(1.25rem, 6vw, 3.5rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(36rem 18rem at 50% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Invitation = styled.p`
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

const Availability = styled.p`
  padding: 0.375rem 1rem;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  font-weight: 600;
`;

const Address = styled(MutedLine)`
  font-size: 0.9375rem;
`;

/**
 * The contact section (docs/leads.md): the owner's invitation and reply-time promise, what the owner is
 * available for (each from the console's Site settings, a blank one not shown), the form (its messages reach the console's
 * inbox), then the owner's email address when one is configured and the social links.
 */
export default function ContactSection() {
  const site = useSite();
  const links = useSocialLinks();
  const persona = usePersona();
  const email = site?.contactEmail;
  const { contactIntro, contactReplyPromise, availableFor } = siteTextsOf(site);
  // Once a message arrived: the owner's reply-time promise and address (the site's, else an email link among the social links).
  const reply: ContactReply = { promise: contactReplyPromise, email: email || emailOf(links) };
  const invitation = [contactIntro, contactReplyPromise].filter(Boolean).join(' ');
  // On the server, the form the page's loader fetched and, on a page answering a POST, the posted form.
  const { data: form } = useGetContactFormQuery(persona);
  const posted = useContext(PostedContactFormContext)?.posted ?? null;
  const { pathname, search } = useLocation();

  return (
    <PageSection id={SECTION_ID} eyebrow="Contact" title="Let's Work Together" trackSeen="contact">
      <Panel>
        {invitation ? <Invitation>{invitation}</Invitation> : null}
        {availableFor ? <Availability>{availableFor}</Availability> : null}
        <Island name="contactForm" component={ContactFormIsland} props={{ persona, form: form ?? null, posted, address: `${pathname}${search}`, reply }} />
        {email ? (
          <Address>
            Or write to <a href={`mailto:${email}`}>{email}</a>
          </Address>
        ) : null}
        {links && links.length > 0 ? <SocialLinksList links={links} size="lg" label="Find me online" /> : null}
      </Panel>
    </PageSection>
  );
}
