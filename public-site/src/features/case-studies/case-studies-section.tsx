import { LIMITS, personaIdOf, type TagType } from '@folio/contracts';
import { Skeleton } from '@folio/shared-ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageSection } from '../../components/layout-primitives';
import { Island } from '../../islands/island';
import { CaseStudies } from './case-studies';
import { useGetCaseStudiesQuery } from './case-studies-api';
import { CardRow } from './card-row';
import { CASE_STUDIES_ANCHOR, caseIdOf } from './case-study-address';
import { CASE_STUDIES_TITLE } from './case-study-carousel';

const SkeletonCard = styled(Skeleton)`
  height: 26rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * The spec's case studies section, rendered on the server: heading and 3 skeletons while loading;
 * nothing at all on error or when empty; else the case studies island, with the case study the
 * address opens.
 */
export function CaseStudiesSection({ persona }: { persona: TagType }) {
  const { data, isError } = useGetCaseStudiesQuery(personaIdOf(persona));
  const [params] = useSearchParams();
  if (isError || (data && data.length === 0)) return null;

  return (
    <PageSection id={CASE_STUDIES_ANCHOR} eyebrow="Selected work" title={CASE_STUDIES_TITLE} tinted>
      {data ? (
        <Island name="caseStudies" component={CaseStudies} props={{ persona, caseStudies: data, openId: caseIdOf(params) }} />
      ) : (
        <CardRow aria-busy="true" aria-label="Loading case studies">
          {Array.from({ length: LIMITS.caseStudySkeletons }, (_, index) => (
            <SkeletonCard key={index} data-testid="case-study-skeleton" />
          ))}
        </CardRow>
      )}
    </PageSection>
  );
}
