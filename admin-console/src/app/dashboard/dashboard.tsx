import { Button } from '@folio/shared-ui';
import styled from 'styled-components';
import { selectSection, showSection, type SectionKey } from '../../sections/console-slice';
import { definitionOf } from '../../sections/definitions';
import { ResourceSection } from '../../sections/resource-section';
import { BlogSection } from '../../features/blog/blog-section';
import { MediaSection } from '../../features/media';
import { TwoFactorSettings } from '../../features/session/two-factor-settings';
import { SignOutEverywhereButton } from '../../features/session/sign-out-everywhere-button';
import { useLogout } from '../../features/session/use-logout';
import { DraftOffer } from './draft-offer';
import { StoreNav } from '../../sections/store-nav';
import { SECTIONS } from './sections';
import { ThemeToggle } from './theme-toggle';

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 2rem 1.5rem 4rem;

  @media ${({ theme }) => theme.media.mobile} {
    gap: 1rem;
    padding: 1rem 1rem 3rem;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Title = styled.h1`
  font-size: 1.875rem;
  line-height: 1.2;

  @media ${({ theme }) => theme.media.mobile} {
    font-size: 1.5rem;
  }
`;

const Welcome = styled.p`
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

function SectionView({ section }: { section: SectionKey }) {
  if (section === 'blog') return <BlogSection />;
  if (section === 'media') return <MediaSection />;
  return <ResourceSection definition={definitionOf(section)} />;
}

/** §2: the signed-in dashboard: title, welcome, logout, and the sections (§2's ten and Media). */
export function Dashboard({ username }: { username: string }) {
  const { logout, isLoggingOut } = useLogout();

  return (
    <Page>
      <Header>
        <div>
          <Title>Admin Dashboard</Title>
          <Welcome>Welcome, {username}</Welcome>
        </div>
        <HeaderActions>
          <ThemeToggle />
          <TwoFactorSettings />
          <Button $variant="outline" onClick={() => void logout()} disabled={isLoggingOut}>
            {isLoggingOut ? 'Logging out...' : 'Logout'}
          </Button>
          <SignOutEverywhereButton />
        </HeaderActions>
      </Header>
      <DraftOffer />
      <StoreNav
        items={SECTIONS}
        select={selectSection}
        show={showSection}
        label="Sections"
        placeholder="Select section to manage"
        render={(key) => <SectionView section={key} />}
      />
    </Page>
  );
}
