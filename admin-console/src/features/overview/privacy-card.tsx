import { useId } from 'react';
import styled from 'styled-components';
import { DeleteAnalytics } from './delete-analytics';
import { DigestToggle } from './digest-toggle';
import { CardHead, Muted, OverviewCard } from './overview-card';

const Part = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** How the figures are counted, the owner's way to remove them all, and the weekly digest. */
export function PrivacyCard() {
  const headingId = useId();
  return (
    <OverviewCard as="section">
      <CardHead id={headingId} title="Privacy and email" />
      <Muted>
        Visits are counted without cookies: a visitor is recognised for one day only, by a code that cannot be traced back to them, and a browser that
        sends Global Privacy Control is not counted at all.
      </Muted>
      <Part>
        <DigestToggle />
      </Part>
      <Part>
        <Muted>Remove every visit and event counted so far, for instance before handing the site over.</Muted>
        <DeleteAnalytics />
      </Part>
    </OverviewCard>
  );
}
