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

export interface ResponsiveNavProps<K extends string> {
  items: readonly NavItem<K>[];
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
 * narrower. Only the chosen panel is mounted; with no item chosen, the panel stands below the tabs
 * (the dropdown shows its placeholder).
 */
export function ResponsiveNav<K extends string>({ items, value, onChange, placeholder, label, render }: ResponsiveNavProps<K>) {
  const isMobile = useIsMobile();
  const selectId = useId();

  if (isMobile) {
    return (
      <div>
        <Picker>
          <VisuallyHidden as="label" htmlFor={selectId}>
            {placeholder}
          </VisuallyHidden>
          <NativeSelect id={selectId} value={value} onChange={(event) => onChange(event.target.value as K)}>
            <option value="" disabled>
              {placeholder}
            </option>
            {items.map((item) => (
              <option key={item.key} value={item.key}>
                {counted(item) ? `${item.label} (${item.count!.value} ${item.count!.of})` : item.label}
              </option>
            ))}
          </NativeSelect>
        </Picker>
        <Panel>{render(value)}</Panel>
      </div>
    );
  }

  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as K)} activationMode="manual">
      <Scroller>
        <Strip aria-label={label}>
          {items.map((item) => (
            <Trigger key={item.key} value={item.key} aria-label={counted(item) ? navItemName(item) : undefined}>
              {item.label}
              {/* A space between the words shown ('Inbox 3'), which the name read out then begins with. */}
              {counted(item) ? <> <Count $variant="solid">{item.count!.value}</Count></> : null}
            </Trigger>
          ))}
        </Strip>
      </Scroller>
      {items.map((item) => (
        <TabsContent key={item.key} value={item.key} tabIndex={-1}>
          {item.key === value ? render(item.key) : null}
        </TabsContent>
      ))}
      {items.some((item) => item.key === value) ? null : <Panel>{render(value)}</Panel>}
    </Tabs>
  );
}
