import { Badge, NativeSelect, Tabs, TabsContent, TabsList, TabsTrigger, useIsMobile, VisuallyHidden } from '@folio/shared-ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  overflow-x: auto;
  padding-bottom: 0.125rem;
`;

/** One scrolling row up to 1100 px; wider, the tabs fit in a row, and wrap rather than hide one when they do not. */
const Strip = styled(TabsList)`
  flex-wrap: nowrap;
  min-width: max-content;

  @media (min-width: 1100px) {
    flex-wrap: wrap;
    min-width: 0;
  }
`;

/**
 * A little narrower than the shared tabs, so that more of the dashboard's sections fit in a row; once
 * they wrap (at 1280 px its fourteen take two rows), each stays as wide as its label, so that a short
 * last row is not stretched across the strip.
 */
const Trigger = styled(TabsTrigger)`
  padding-inline: 0.625rem;

  @media (min-width: 1100px) {
    flex-grow: 0;
  }
`;

/** The sidebar beside the chosen panel: every section in view at once, in one column that stays put while the panel scrolls. */
const Layout = styled.div<{ $withSide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withSide }) => ($withSide ? '12.5rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: 2rem;
  align-items: start;

  @media (max-width: 1024px) {
    grid-template-columns: ${({ $withSide }) => ($withSide ? '11rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: 1.25rem;
  }
`;

/**
 * As tall as the window and always in view: the groups scroll inside it when the window is short, and its footer (the
 * toasts) stays at the window's bottom edge, beside the content rather than over it.
 */
const Side = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  height: 100vh;
  padding: 2rem 0 1rem;

  &[hidden] {
    display: none;
  }

  & > nav {
    min-height: 0;
    overflow-y: auto;
  }
`;

const SideFooter = styled.div`
  margin-top: auto;
`;

const Main = styled.div<{ $withSide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $withSide }) => ($withSide ? '1.5rem' : '1rem')};
  padding-top: ${({ $withSide }) => ($withSide ? '2rem' : '0')};
`;

const Group = styled.div`
  & + & {
    margin-top: 1rem;
  }
`;

const GroupLabel = styled.div`
  padding: 0 0.625rem 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const GroupList = styled(TabsList)`
  flex-direction: column;
  flex-wrap: nowrap;
  gap: 0.125rem;
  padding: 0;
  border: none;
  background: transparent;
`;

const SideTrigger = styled(TabsTrigger)`
  display: flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: space-between;
  min-height: 2rem;
  padding: 0.25rem 0.625rem;
  text-align: left;
`;

const Panels = styled.div`
  & > [role='tabpanel'] {
    padding-top: 0;
  }
`;

const Picker = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Panel = styled.div`
  padding-top: 1rem;
`;

const Count = styled(Badge)`
  margin-left: 0.5rem;
  padding: 0 0.5rem;
`;

export interface NavItem<K extends string> {
  key: K;
  label: string;
  /** A number beside the label, and what it counts: `{ value: 3, of: 'unread' }` reads 'Inbox 3 unread'. Left out at 0. */
  count?: { value: number; of: string };
}

/** An item's name with its count, for assistive technology: 'Inbox 3 unread' (it starts with the words shown, 'Inbox 3', so speech control finds it). */
const navItemName = ({ label, count }: NavItem<string>): string => (count && count.value > 0 ? `${label} ${count.value} ${count.of}` : label);
const counted = (item: NavItem<string>) => Boolean(item.count && item.count.value > 0);

/** Items under a name: a sidebar's group on wide screens, an optgroup of the dropdown on narrow ones. */
export interface NavGroup<K extends string> {
  label: string;
  items: readonly NavItem<K>[];
}

export interface ResponsiveNavProps<K extends string> {
  /** A flat row of tabs on wide screens, or… */
  items?: readonly NavItem<K>[];
  /** …grouped items: a sidebar beside the panel on wide screens. */
  groups?: readonly NavGroup<K>[];
  /** With `groups`: what stands above the panel (beside the sidebar on wide screens, above the dropdown on narrow ones)… */
  top?: ReactNode;
  /** …and what stands at the sidebar's foot (where toasts appear, beside the content rather than over it). */
  sidebarFooter?: ReactNode;
  value: K;
  onChange: (key: K) => void;
  /** Names the tab strip and is the dropdown's placeholder, e.g. 'Select section to manage'. */
  placeholder: string;
  /** Names the tab strip for assistive technology, e.g. 'Sections'. */
  label: string;
  /** The chosen panel; also called with a `value` that is none of the items (an address that shows none), to say so. */
  render: (key: K) => ReactNode;
}

/**
 * As the spec's dashboard has it: a tab strip on wide screens (arrow keys move between tabs), a native dropdown at 768 px and
 * narrower; with `groups`, a sidebar of one tab list per group instead of the strip, and optgroups in the dropdown. Only the
 * chosen panel is mounted; with no item chosen, the panel stands below the tabs (the dropdown shows its placeholder).
 */
export function ResponsiveNav<K extends string>({ items, groups, top, sidebarFooter, value, onChange, placeholder, label, render }: ResponsiveNavProps<K>) {
  const isMobile = useIsMobile();
  const selectId = useId();
  const all = groups ? groups.flatMap((group) => group.items) : (items ?? []);

  const option = (item: NavItem<K>) => (
    <option key={item.key} value={item.key}>
      {counted(item) ? `${item.label} (${item.count!.value} ${item.count!.of})` : item.label}
    </option>
  );
  // Just the picker: the chosen panel stands in the same place on every width (below), so that crossing
  // 768 px (a window resized, a tablet turned, or a browser that reports another width for a moment)
  // re-renders the section rather than mounting it afresh, which would close its dialogs and move focus.
  const picker = (
    <Picker>
      <VisuallyHidden as="label" htmlFor={selectId}>
        {placeholder}
      </VisuallyHidden>
      <NativeSelect id={selectId} value={value} onChange={(event) => onChange(event.target.value as K)}>
        <option value="" disabled>
          {placeholder}
        </option>
        {groups
          ? groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.items.map(option)}
              </optgroup>
            ))
          : all.map(option)}
      </NativeSelect>
    </Picker>
  );

  const trigger = (item: NavItem<K>, Component: typeof Trigger | typeof SideTrigger) => (
    <Component key={item.key} value={item.key} aria-label={counted(item) ? navItemName(item) : undefined}>
      {item.label}
      {/* A space between the words shown ('Inbox 3'), which the name read out then begins with. */}
      {counted(item) ? <> <Count $variant="solid">{item.count!.value}</Count></> : null}
    </Component>
  );
  const panels = (
    <>
      {all.map((item) => (
        <TabsContent key={item.key} value={item.key} tabIndex={-1}>
          {item.key === value ? render(item.key) : null}
        </TabsContent>
      ))}
      {all.some((item) => item.key === value) ? null : <Panel>{render(value)}</Panel>}
    </>
  );

  if (groups) {
    // One tree on every width: `top` and the panel always in the same place. Narrow, the sidebar is
    // hidden (its tabs still name the panels) and the dropdown stands above the panel instead.
    return (
      <Tabs value={value} onValueChange={(next) => onChange(next as K)} activationMode="manual" orientation="vertical">
        <Layout $withSide={!isMobile}>
          <Side hidden={isMobile}>
            <nav aria-label={label}>
              {groups.map((group) => (
                <Group key={group.label}>
                  {/* Named 'Content sections' rather than by the heading alone: a form's 'Content' field keeps its name to itself. */}
                  <GroupLabel aria-hidden="true">{group.label}</GroupLabel>
                  <GroupList aria-label={`${group.label} sections`}>{group.items.map((item) => trigger(item, SideTrigger))}</GroupList>
                </Group>
              ))}
            </nav>
            {sidebarFooter && !isMobile ? <SideFooter>{sidebarFooter}</SideFooter> : null}
          </Side>
          <Main $withSide={!isMobile}>
            {top}
            {isMobile ? picker : null}
            <Panels>{panels}</Panels>
          </Main>
        </Layout>
      </Tabs>
    );
  }

  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as K)} activationMode="manual">
      {isMobile ? picker : null}
      <Scroller hidden={isMobile}>
        <Strip aria-label={label}>{all.map((item) => trigger(item, Trigger))}</Strip>
      </Scroller>
      {panels}
    </Tabs>
  );
}
