import { CHOOSER_FALLBACK_SUBTITLES, PERSONA_TITLES, PRIMARY_COLOURS, type ChooserCardTexts, type Persona, type TagType } from '@folio/contracts';
import { createPalette, Skeleton, useThemeSettings } from '@folio/shared-ui';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button-links';
import { Container } from '../../components/layout-primitives';
import { ArrowRightIcon, CheckIcon } from '../../components/icons';
import { siteTextsOf, useSite } from '../site';
import { CHOOSER_ICONS } from './chooser-content';
import { useGetPersonasQuery } from './personas-api';
import { personaHref } from './use-persona';

const Screen = styled.section`
  position: relative;
  display: grid;
  align-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding-block: 6.5rem 4rem;
  overflow: hidden;
  background:
    radial-gradient(60rem 30rem at 10% -10%, color-mix(in srgb, #2563eb 14%, transparent), transparent 70%),
    radial-gradient(50rem 30rem at 95% 0%, color-mix(in srgb, #7c3aed 12%, transparent), transparent 70%),
    radial-gradient(50rem 30rem at 50% 110%, color-mix(in srgb, #ea580c 10%, transparent), transparent 70%);
`;

const Intro = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  margin-bottom: clamp(2.5rem, 6vw, 4rem);
  text-align: center;
`;

const Name = styled.h1`
  font-size: clamp(2.5rem, 7vw, 4.5rem);
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.03em;
`;

const NameSkeleton = styled(Skeleton)`
  display: inline-block;
  width: min(24rem, 80vw);
  height: 1em;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(1.125rem, 2.5vw, 1.5rem);
  font-weight: 600;
`;

const Prompt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  padding: 0;
  list-style: none;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 30rem);
    justify-content: center;
  }
`;

/** Each card wears its persona's accent, shaded for contrast in the current mode. */
const CardRoot = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition:
    transform 200ms ease,
    box-shadow 200ms ease,
    border-color 200ms ease;

  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    border-color: var(--card-accent);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, var(--card-accent) 14%, transparent);
  color: var(--card-accent);
`;

const CardTitle = styled.h2`
  font-size: 1.375rem;
  font-weight: 700;
  line-height: 1.25;
`;

const CardSubtitle = styled.p`
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Highlights = styled.ul`
  display: grid;
  gap: 0.625rem;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.2rem;
    color: var(--card-accent);
  }
`;

const Explore = styled(ButtonLink)`
  margin-top: auto;
  white-space: normal;
  text-align: center;
  background: var(--card-solid);

  /* The whole card is the link's target area. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  /*
   * No filter or transform on the link itself: either makes it the containing block of its ::after,
   * which then shrinks to the button under the pointer, so the hover flickers and a click on the
   * card (press and release on different elements) goes nowhere. The button darkens by its colour.
   */
  &&:hover:not(:disabled) {
    filter: none;
    background: color-mix(in srgb, var(--card-solid) 92%, #000000);
  }
`;

/** The owner's subtitle for the card, else the persona's own (role and employer), else a generic one until it has loaded. */
function ChooserCard({ type, texts, persona }: { type: TagType; texts: ChooserCardTexts; persona?: Persona }) {
  const { mode } = useThemeSettings();
  const Icon = CHOOSER_ICONS[type];
  const subtitle = texts.subtitle ?? persona?.subtitle ?? CHOOSER_FALLBACK_SUBTITLES[type];
  const palette = createPalette(mode, PRIMARY_COLOURS[type]);
  const title = PERSONA_TITLES[type];
  const style = { '--card-accent': palette.primary, '--card-solid': palette.primarySolid } as CSSProperties;

  return (
    <CardRoot style={style}>
      <IconBadge>
        <Icon size={26} />
      </IconBadge>
      <div>
        <CardTitle>{title}</CardTitle>
        <CardSubtitle>{subtitle}</CardSubtitle>
      </div>
      <Highlights>
        {texts.highlights.map((highlight, index) => (
          <li key={index}>
            <CheckIcon size={16} />
            <span>{highlight}</span>
          </li>
        ))}
      </Highlights>
      <Explore to={personaHref(type)} $size="lg" data-track="persona" data-track-detail={type}>
        Explore {title}
        <ArrowRightIcon size={18} />
      </Explore>
    </CardRoot>
  );
}

/** The spec's Home without a persona: the full-screen chooser, in the owner's words (the console's Site settings). */
export function PersonaChooser() {
  const site = useSite();
  const texts = siteTextsOf(site);
  const { data: personas } = useGetPersonasQuery(undefined);
  const byType = (type: TagType) => personas?.find((persona) => persona.tagType === type);

  return (
    <Screen aria-labelledby="chooser-heading">
      <Container>
        <Intro>
          <Name id="chooser-heading">{site ? site.ownerName : <NameSkeleton as="span" />}</Name>
          <Subtitle>{texts.chooserSubtitle}</Subtitle>
          <Prompt>Choose your path to explore my professional journey</Prompt>
        </Intro>
        <Cards>
          {texts.chooserOrder.map((type) => (
            <ChooserCard key={type} type={type} texts={texts.chooserCards[type]} persona={byType(type)} />
          ))}
        </Cards>
      </Container>
    </Screen>
  );
}
