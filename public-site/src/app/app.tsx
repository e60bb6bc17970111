import { FolioThemeProvider } from '@folio/shared-ui';
import styled from 'styled-components';

const Page = styled.main`
  display: grid;
  place-content: center;
  gap: 0.75rem;
  min-height: 100vh;
  padding: 2rem;
  text-align: center;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 6vw, 3rem);
  line-height: 1.2;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function App() {
  return (
    <FolioThemeProvider>
      <Page>
        <Title>Portfolio coming soon</Title>
        <Lead>This site is being set up. Please check back shortly.</Lead>
      </Page>
    </FolioThemeProvider>
  );
}
