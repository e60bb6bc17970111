import { LIMITS, personaIdOf, type TagType } from '@folio/contracts';
import styled from 'styled-components';
import { PageSection } from '../../components/layout-primitives';
import { CertificationItem, EducationItem } from './credential-items';
import { CredentialList } from './credential-list';
import { useGetCertificationsQuery, useGetEducationQuery } from './education-api';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: clamp(1.5rem, 4vw, 3rem);

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The spec's Education and certifications, side by side. */
export function EducationSection({ persona }: { persona: TagType }) {
  const personaId = personaIdOf(persona);
  const education = useGetEducationQuery(personaId);
  const certifications = useGetCertificationsQuery(personaId);

  return (
    <PageSection id="education" eyebrow="Learning" title="Education & Certifications">
      <Columns>
        <CredentialList
          heading="Education"
          query={education}
          errorText="Couldn't load education data"
          emptyText="No education data available"
          limit={LIMITS.mobileEducationItems}
          renderItem={(item) => <EducationItem education={item} />}
        />
        <CredentialList
          heading="Certifications"
          query={certifications}
          errorText="Couldn't load certification data"
          emptyText="No certification data available"
          limit={LIMITS.mobileCertifications}
          renderItem={(item) => <CertificationItem certification={item} />}
        />
      </Columns>
    </PageSection>
  );
}
