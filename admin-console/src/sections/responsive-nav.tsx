import { NativeSelect, Tabs, TabsContent, TabsList, TabsTrigger, useIsMobile, VisuallyHidden } from '@folio/shared-ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  overflow-x: auto;
  padding-bottom: 0.125rem;
`;

const Strip = styled(TabsList)`
  flex-wrap: nowrap;
  min-width: max-content;

  @media (min-width: 1100px) {
    min-width: 0;
  }
`;

const Picker = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Panel = styled.div`
  padding-top: 1rem;
`;

export interface NavItem<K extends string> {
  key: K;
  label: string;
}

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
 * §2: a tab strip on wide screens (arrow keys move between tabs), a native dropdown at 768 px and
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
                {item.label}
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
            <TabsTrigger key={item.key} value={item.key}>
              {item.label}
            </TabsTrigger>
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
