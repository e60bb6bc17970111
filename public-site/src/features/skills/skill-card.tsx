import { skillStrengthText, type Skill, type SkillsDisplay } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';

const Card = styled.li`
  display: grid;
  gap: 0.625rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
`;

const Name = styled.h3`
  font-size: 1.0625rem;
  font-weight: 700;
`;

const Level = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/* A word or a figure, in body text on the accent's tint: it says the strength itself, not the colour. */
const Strength = styled.span`
  flex: none;
  padding: 0.125rem 0.625rem;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 40%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, ${({ theme }) => theme.colors.background});
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primarySolid};
  transform-origin: left;
  transition: width 600ms ease;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/** As the spec's skill fields say, the public display treats the level as a percentage from 0 to 100. */
export const clampLevel = (level: number) => Math.min(100, Math.max(0, Number.isFinite(level) ? Math.round(level) : 0));

/** A skill with its strength as the owner chose to show it (Site settings): the spec's percent bar, or a level in words or years. */
export function SkillCard({ skill, display = 'percent' }: { skill: Skill; display?: SkillsDisplay }) {
  const level = clampLevel(skill.level);
  if (display !== 'percent') {
    const inYears = display === 'years' && typeof skill.years === 'number';
    return (
      <Card>
        <Head>
          <Name>{skill.name}</Name>
          <Strength>
            <VisuallyHidden>{inYears ? 'Experience: ' : 'Level: '}</VisuallyHidden>
            {skillStrengthText({ level, years: skill.years }, display)}
          </Strength>
        </Head>
        {skill.description ? <Description>{skill.description}</Description> : null}
      </Card>
    );
  }
  return (
    <Card>
      <Head>
        <Name>{skill.name}</Name>
        <Level aria-hidden="true">{level}%</Level>
      </Head>
      <Track role="progressbar" aria-label={`${skill.name} level`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={level}>
        <Fill style={{ width: `${level}%` }} />
      </Track>
      {skill.description ? <Description>{skill.description}</Description> : null}
    </Card>
  );
}
