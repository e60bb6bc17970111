import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { MailIcon } from '../../components/icons';
import { PageSection } from '../../components/layout-primitives';
import { useSite } from '../site';
import { SocialLinksList, useSocialLinks } from '../social-links';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: 1.5rem;
  padding: clamp(2rem, 6vw, 3.5rem);
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

const Address = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration-color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 3px;
  }
`;

/**
 * The contact section (decisions.md: no form, since nothing would deliver its messages): an
 * invitation, the owner's email address when one is configured, and the social links.
 */
export default function ContactSection() {
  const site = useSite();
  const links = useSocialLinks();
  const email = site?.contactEmail;

  return (
    <PageSection id="contact" eyebrow="Contact" title="Let's Work Together">
      <Panel>
        <Invitation>
          Have a project, a question or an idea you would like to talk through? I read every message and reply as soon as I
          can.
        </Invitation>
        {email ? (
          <>
            <ButtonAnchor href={`mailto:${email}`} $size="lg">
              <MailIcon size={18} />
              Email Me
            </ButtonAnchor>
            <Address>
              or write to <a href={`mailto:${email}`}>{email}</a>
            </Address>
          </>
        ) : null}
        {links && links.length > 0 ? <SocialLinksList links={links} size="lg" label="Find me online" /> : null}
      </Panel>
    </PageSection>
  );
}
