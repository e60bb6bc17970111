import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/button-links';
import { HeadTags, notFoundHead, useSite } from '../../features/site';

const Centre = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1.25rem;
  min-height: 100vh;
  padding: 6rem 1.5rem 4rem;
  text-align: center;
`;

const Code = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: clamp(4rem, 18vw, 8rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  font-weight: 800;
`;

const Text = styled.p`
  max-width: 30rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

/** The spec's not-found page: noindex, follow; '404 - Page Not Found' and the way home. */
export default function NotFoundPage() {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <>
      <HeadTags head={notFoundHead(site, pathname)} />
      <Centre>
        <Code aria-hidden="true">404</Code>
        <Title>404 - Page Not Found</Title>
        <Text>The page you&apos;re looking for doesn&apos;t exist or has been moved.</Text>
        <ButtonLink to="/" $size="lg">
          Return to Home
        </ButtonLink>
      </Centre>
    </>
  );
}
