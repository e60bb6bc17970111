import { ToastSlot } from '@folio/shared-ui';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { screenAt, sectionOfScreen, sectionPath, type Screen, type SectionKey } from '../../sections/navigation/console-routes';
import { definitionOf } from '../../sections/definitions';
import { LeaveGuard, useConfirmLeave } from '../../sections/form/leave-guard';
import { ResourceSection } from '../../sections/resource-section';
import { ResponsiveNav } from '../../sections/navigation/responsive-nav';
import { useConfirmDropDrafts } from '../../sections/form/sign-out-drafts';
import { useNavigateNow } from '../../sections/navigation/use-navigate-now';
import { BlogSection } from '../../features/blog/blog-section';
import { CvSection } from '../../features/cv';
import { EmailOffNotice, InboxSection, useUnreadMessages } from '../../features/inbox';
import { MediaSection } from '../../features/media/screens';
import { SubscribersScreen } from '../../features/newsletter/screens';
import { SiteSettingsSection } from '../../features/site-settings';
import { OverviewSection } from '../../features/overview';
import { TwoFactorSettings } from '../../features/session/two-factor-settings';
import { useSignOutEverywhere } from '../../features/session/use-sign-out-everywhere';
import { useLogout } from '../../features/session/use-logout';
import { AccountMenu } from './account-menu';
import { DraftOffer } from './draft-offer';
import { NotFound } from './not-found';
import { SECTION_GROUPS } from './sections';
import { ThemeToggle } from './theme-toggle';
import { ViewSite } from './view-site';

/** On wide screens the sidebar and the column beside it keep their own top space (the sidebar is as tall as the window). */
const Page = styled.div`
  display: grid;
  /* One column no wider than the page: a long row inside scrolls or wraps instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  max-width: 90rem;
  margin: 0 auto;
  padding: 0 1.5rem 4rem;

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

function SectionView({ screen }: { screen: Screen }) {
  if (screen.kind === 'unknown') return <NotFound back={screen.back} />;
  if (screen.kind === 'subscribers') return <SubscribersScreen />;
  if (screen.kind === 'site') return <SiteSettingsSection />;
  if (screen.kind === 'overview') return <OverviewSection />;
  if (screen.kind === 'cv') return <CvSection />;
  if (screen.kind === 'media') return <MediaSection />;
  if (screen.kind === 'inbox') return <InboxSection view={screen.view} />;
  if (screen.section === 'blog') return <BlogSection resource={screen.resource} form={screen.form} />;
  return <ResourceSection key={screen.resource} definition={definitionOf(screen.resource)} form={screen.form} />;
}

/** The spec's signed-in dashboard: title, welcome, the account menu (logout), and the sections in groups (./sections). */
export function Dashboard({ username }: { username: string }) {
  return (
    <LeaveGuard>
      <DashboardPage username={username} />
    </LeaveGuard>
  );
}

/** The section shown is the address's (/admin/<section>/…): the sidebar's tabs or the dropdown go to another one. */
function DashboardPage({ username }: { username: string }) {
  const { logout, isLoggingOut } = useLogout();
  const { signOutEverywhere, isSigningOutEverywhere, dialog: everywhereDialog } = useSignOutEverywhere();
  const [securityOpen, setSecurityOpen] = useState(false);
  const accountButton = useRef<HTMLButtonElement>(null);
  const confirmLeave = useConfirmLeave();
  const { confirm: confirmDropDrafts, dialog: dropDraftsDialog } = useConfirmDropDrafts('log out');
  const navigate = useNavigateNow();
  const screen = screenAt(useLocation().pathname);
  // The Inbox tab carries the unread count ('Inbox 3 unread'), and so does the document's title.
  const unread = useUnreadMessages();
  const groups = SECTION_GROUPS.map((group) => ({
    ...group,
    items: group.items.map((item) => (item.key === 'inbox' ? { ...item, count: { value: unread, of: 'unread' } } : item)),
  }));

  return (
    <Page>
      <ResponsiveNav<SectionKey | ''>
        top={
          <>
            <Header>
              <div>
                <Title>Admin Dashboard</Title>
                <Welcome>Welcome, {username}</Welcome>
              </div>
              <HeaderActions>
                <ThemeToggle />
                <ViewSite screen={screen} />
                <AccountMenu
                  buttonRef={accountButton}
                  busy={isLoggingOut ? 'Logging out...' : isSigningOutEverywhere ? 'Signing out everywhere...' : undefined}
                  actions={[
                    { label: 'Security', run: () => setSecurityOpen(true) },
                    { label: 'Sign out everywhere', run: signOutEverywhere },
                    { label: 'Logout', run: () => confirmLeave(() => confirmDropDrafts(() => void logout())) },
                  ]}
                />
                <TwoFactorSettings open={securityOpen} onOpenChange={setSecurityOpen} focusOnClose={() => accountButton.current} />
                {dropDraftsDialog}
                {everywhereDialog}
              </HeaderActions>
            </Header>
            <DraftOffer />
            <EmailOffNotice />
          </>
        }
        sidebarFooter={<ToastSlot />}
        groups={groups}
        value={sectionOfScreen(screen) ?? ''}
        onChange={(key) => (key ? navigate(sectionPath(key)) : undefined)}
        label="Sections"
        placeholder="Select section to manage"
        render={() => <SectionView screen={screen} />}
      />
    </Page>
  );
}
