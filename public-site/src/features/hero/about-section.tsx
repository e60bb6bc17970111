import type { TagType } from '@folio/contracts';
import styled from 'styled-components';
import { Container } from '../../components/layout-primitives';
import { AboutMe } from './about-me';
import { AvailabilityLine } from './availability-line';
import { HeroCarousel } from './hero-carousel';

const Section = styled.section`
  scroll-margin-top: 4.5rem;

  &:focus {
    outline: none;
  }
`;

const HeroBand = styled.div`
  padding-block: 6.5rem clamp(2.5rem, 6vw, 4rem);
  background:
    radial-gradient(48rem 28rem at 85% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 16%, transparent), transparent 70%),
    radial-gradient(40rem 24rem at 0% 100%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const AboutBand = styled.div`
  padding-block: clamp(3.5rem, 8vw, 6rem);
`;

const Heading = styled.h2`
  margin-bottom: clamp(1.5rem, 4vw, 2.5rem);
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.02em;
`;

/** The spec's 'about' section: the hero carousel and the owner's availability for the persona under it, then the persona's about-me. */
export function AboutSection({ persona }: { persona: TagType }) {
  return (
    <Section id="about" aria-labelledby="about-heading" tabIndex={-1}>
      <HeroBand>
        <Container>
          <HeroCarousel persona={persona} />
          <AvailabilityLine persona={persona} />
        </Container>
      </HeroBand>
      <AboutBand>
        <Container>
          <Heading id="about-heading">About Me</Heading>
          <AboutMe persona={persona} />
        </Container>
      </AboutBand>
    </Section>
  );
}
