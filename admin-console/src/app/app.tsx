import { FolioThemeProvider } from '@folio/shared-ui';
import styled from 'styled-components';

const Page = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1rem;
`;

const Title = styled.h1`
  font-size: 1.875rem;
  line-height: 1.2;
`;

const Lead = styled.p`
  margin-top: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function App() {
  return (
    <FolioThemeProvider>
      <Page>
        <Title>Admin Dashboard</Title>
        <Lead>Content management is being set up.</Lead>
      </Page>
    </FolioThemeProvider>
  );
}
