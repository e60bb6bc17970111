import type { Skill } from '@folio/contracts';
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

export function SkillCard({ skill }: { skill: Skill }) {
  const level = clampLevel(skill.level);
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
