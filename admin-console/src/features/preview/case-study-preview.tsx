import { plainTextExcerpt, type CaseStudy } from '@folio/contracts';
import { Badge } from '@folio/shared-ui';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import { caseStudyFromForm } from './case-study-from-form';
import { RemotePreview } from './remote-preview';

const Plain = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.p`
  font-size: 1.0625rem;
  font-weight: 700;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

/** The console's own summary of a case study, when the public site's card cannot be loaded. */
function PlainCaseStudy({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <Plain aria-label="Plain case study preview">
      <Title>{caseStudy.title || 'Untitled case study'}</Title>
      {caseStudy.subtitle ? <Subtitle>{caseStudy.subtitle}</Subtitle> : null}
      <Muted>{plainTextExcerpt(caseStudy.description) || 'No description yet.'}</Muted>
      {caseStudy.technologies.length > 0 ? (
        <Badges>
          {caseStudy.technologies.map((technology) => (
            <Badge key={technology} $variant="outline">
              {technology}
            </Badge>
          ))}
        </Badges>
      ) : null}
    </Plain>
  );
}

/**
 * Beside the case-study form: the card (and its 'View Case Study' dialog) exactly as visitors see it,
 * from the form's current values.
 */
export function CaseStudyPreview() {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const caseStudy = useMemo(() => caseStudyFromForm(values), [values]);
  return <RemotePreview name="CaseStudyCard" props={{ caseStudy }} plain={<PlainCaseStudy caseStudy={caseStudy} />} />;
}
