import { MESSAGE_FOLDERS, TAG_TYPES, type ContactSubjects, type MessageFolder, type MessageSummary } from '@folio/contracts';
import { Badge, Button, CheckboxInput, CheckboxLabel, NativeSelect, useIsMobile } from '@folio/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ListSearch } from '../../sections/list/list-search';
import { FilterField } from '../../sections/list/list-styles';
import { PERSONA_OPTIONS, SelectFilter } from '../../sections/list/select-filter';
import type { ListFilters } from '../../sections/section-definition';
import type { MessageListArgs } from './inbox-endpoints';
import { FOLDER_LABELS } from './inbox-format';

const Folders = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.25rem;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const FolderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-height: 2.25rem;
  padding: 0.375rem 0.875rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }

  @media ${({ theme }) => theme.media.mobile} {
    padding-inline: 0.375rem;
  }
`;

/** Wide: the search, 'Unread only' and the two selects in one row, so that the messages start high on the page. */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) auto minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  gap: 0.75rem;
`;

/** A phone: 'Unread only' and the toggle of the rest on one line; the rest below it when opened. */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Stack = styled.div`
  display: grid;
  gap: 0.75rem;

  &[hidden] {
    display: none;
  }
`;

const Unread = styled(CheckboxLabel)`
  min-height: 2.5rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Reset = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The subjects to choose from: every persona's current list (or the chosen persona's), and the one in force. */
function subjectChoices(subjects: ContactSubjects | undefined, args: MessageListArgs): string[] {
  const lists = subjects ? (args.persona ? [subjects[args.persona] ?? []] : TAG_TYPES.map((type) => subjects[type] ?? [])) : [];
  const choices = [...new Set(lists.flat())];
  return args.subject && !choices.includes(args.subject) ? [...choices, args.subject] : choices;
}

export interface InboxFiltersProps {
  args: MessageListArgs;
  summary: MessageSummary | undefined;
  subjects: ContactSubjects | undefined;
  filtered: boolean;
  onChange: (filters: ListFilters) => void;
  onSearch: (q: string) => void;
  onClear: () => void;
}

/**
 * The folders (Inbox, Spam, Archived), then the search and the filters; every choice goes into the
 * address. On a phone the search and the two selects fold behind one button (open at first when any
 * of them is in force, which the button counts), so that the first messages are on the first screen.
 */
export function InboxFilters({ args, summary, subjects, filtered, onChange, onSearch, onClear }: InboxFiltersProps) {
  const id = useId();
  const isMobile = useIsMobile();
  const inForce = [args.q, args.persona, args.subject].filter(Boolean).length;
  const [open, setOpen] = useState(inForce > 0);
  const counts: Partial<Record<MessageFolder, number>> = { inbox: summary?.unread, spam: summary?.spam };

  const unread = (
    <Unread>
      <CheckboxInput checked={args.unread} onChange={(event) => onChange({ unread: event.target.checked ? 'true' : '' })} />
      Unread only
    </Unread>
  );
  const rest = (
    <>
      <ListSearch what="messages" q={args.q} onSearch={onSearch} />
      {isMobile ? null : unread}
      <SelectFilter label="Persona filter" allLabel="All personas" value={args.persona} options={PERSONA_OPTIONS} onChange={(persona) => onChange({ persona })} />
      <FilterField htmlFor={`${id}-subject`}>
        Subject filter
        <NativeSelect id={`${id}-subject`} value={args.subject ?? ''} onChange={(event) => onChange({ subject: event.target.value })}>
          <option value="">All subjects</option>
          {subjectChoices(subjects, args).map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
    </>
  );
  const clear = filtered ? (
    <Reset>
      <Button type="button" $variant="outline" $size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </Reset>
  ) : null;

  return (
    <>
      <Folders role="group" aria-label="Folders">
        {MESSAGE_FOLDERS.map((folder) => (
          <FolderButton
            key={folder}
            type="button"
            aria-pressed={args.folder === folder}
            aria-label={counts[folder] ? `${FOLDER_LABELS[folder]} ${counts[folder]} ${folder === 'inbox' ? 'unread' : 'messages'}` : undefined}
            onClick={() => onChange({ folder })}
          >
            {FOLDER_LABELS[folder]}
            {counts[folder] ? <> <Badge $variant={folder === 'inbox' ? 'solid' : 'outline'}>{counts[folder]}</Badge></> : null}
          </FolderButton>
        ))}
      </Folders>
      {isMobile ? (
        <Stack role="search" aria-label="Filter messages">
          <Line>
            {unread}
            <Button type="button" $variant="outline" $size="sm" aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen(!open)}>
              {inForce > 0 ? `Search and filters (${inForce})` : 'Search and filters'}
            </Button>
          </Line>
          <Stack id={`${id}-more`} hidden={!open}>
            {rest}
          </Stack>
          {clear}
        </Stack>
      ) : (
        <Stack role="search" aria-label="Filter messages">
          <Bar>{rest}</Bar>
          {clear}
        </Stack>
      )}
    </>
  );
}
