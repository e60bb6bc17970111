import type { Certification, Education, WithMedia } from '@folio/contracts';
import styled from 'styled-components';
import { cardSurface } from '../../components/card-surface';
import { ContentImage } from '../../components/content-image';
import { PLACEHOLDER_LOGO } from '../../lib/images';

const Item = styled.article`
  display: flex;
  gap: 1rem;
  padding: 1.25rem;
  ${cardSurface}
`;

const Body = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const Title = styled.h4`
  font-size: 1.0625rem;
  font-weight: 700;
`;

const Source = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Description = styled.p`
  margin-top: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

/** The logo's square, at every width. */
const LOGO_SIZE = '3rem';

const Logo = styled(ContentImage)`
  flex: none;
  width: ${LOGO_SIZE};
  height: ${LOGO_SIZE};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
  object-fit: contain;
`;

export function EducationItem({ education }: { education: Education }) {
  return (
    <Item>
      <Body>
        <Title>{education.degree}</Title>
        <Source>{education.institution}</Source>
        <Meta>{education.period}</Meta>
        <Description>{education.description}</Description>
      </Body>
    </Item>
  );
}

export function CertificationItem({ certification }: { certification: Certification & WithMedia }) {
  return (
    <Item>
      <Logo
        src={certification.logoPath}
        fallbacks={[PLACEHOLDER_LOGO]}
        media={certification.media}
        alt={`${certification.issuer} logo`}
        width={48}
        height={48}
        sizes={LOGO_SIZE}
      />
      <Body>
        <Title>{certification.name}</Title>
        <Source>{certification.issuer}</Source>
        <Meta>{certification.year}</Meta>
      </Body>
    </Item>
  );
}
