import styled from 'styled-components';
import type { ShownCaseStudy } from './case-studies-api';

/** Each fact a term over its value, side by side where the column is wide enough. */
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2.5rem;
  margin-top: 1.25rem;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  dd {
    margin: 0.125rem 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The owner's role on the project and when it ran, under the case study's title; nothing when it has neither. */
export function CaseStudyFacts({ caseStudy }: { caseStudy: Pick<ShownCaseStudy, 'role' | 'timeline'> }) {
  const facts = [
    { term: 'Role', value: caseStudy.role },
    { term: 'Timeline', value: caseStudy.timeline },
  ].filter((fact): fact is { term: string; value: string } => !!fact.value);
  if (facts.length === 0) return null;
  return (
    <Facts>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Facts>
  );
}
