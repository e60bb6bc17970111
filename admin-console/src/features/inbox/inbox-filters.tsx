import { MESSAGE_FOLDERS, TAG_TYPES, type ContactSubjects, type MessageFolder, type MessageSummary } from '@folio/contracts';
import { Badge, Button, CheckboxInput, CheckboxLabel, NativeSelect } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ListSearch } from '../../sections/list-search';
import { PERSONA_OPTIONS, SelectFilter } from '../../sections/select-filter';
import { FilterBar, FilterField } from '../../sections/list-styles';
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


const Unread = styled(CheckboxLabel)`
  min-height: 2.5rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Reset = styled.div`
  grid-column: 1 / -1;
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

/** The folders (Inbox, Spam, Archived), then the search and the filters; every choice goes into the address. */
export function InboxFilters({ args, summary, subjects, filtered, onChange, onSearch, onClear }: InboxFiltersProps) {
  const id = useId();
  const counts: Partial<Record<MessageFolder, number>> = { inbox: summary?.unread, spam: summary?.spam };
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
      <FilterBar $columns="auto repeat(2, minmax(0, 1fr))" role="search" aria-label="Filter messages">
        <ListSearch what="messages" q={args.q} onSearch={onSearch} />
        <Unread>
          <CheckboxInput checked={args.unread} onChange={(event) => onChange({ unread: event.target.checked ? 'true' : '' })} />
          Unread only
        </Unread>
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
        {filtered ? (
          <Reset>
            <Button type="button" $variant="outline" $size="sm" onClick={onClear}>
              Clear filters
            </Button>
          </Reset>
        ) : null}
      </FilterBar>
    </>
  );
}
