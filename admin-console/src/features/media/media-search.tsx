import { MEDIA_PAGE } from '@folio/contracts';
import { Button, controlStyles, FieldLabel } from '@folio/shared-ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 0.375rem;
`;

const SearchRow = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Input = styled.input`
  ${controlStyles}
  flex: 1;
  min-width: 0;
`;

export interface MediaSearchProps {
  /** The search in force. */
  query: string;
  onSearch: (query: string) => void;
  label?: string;
}

/** Searches names and alt text, sent on Enter or 'Search'; emptying the box shows every image again. */
export function MediaSearch({ query, onSearch, label = 'Search images' }: MediaSearchProps) {
  const id = useId();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        // In the library dialog this form sits (through a portal) inside a content form: its submit stays here.
        event.stopPropagation();
        onSearch(text.trim());
      }}
    >
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <SearchRow>
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={MEDIA_PAGE.maxQueryLength}
          placeholder="File name or alt text"
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '' && query) onSearch('');
          }}
        />
        <Button type="submit" $variant="outline">
          Search
        </Button>
      </SearchRow>
    </Form>
  );
}
