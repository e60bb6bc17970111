import { controlStyles } from '@folio/shared-ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';

const Field = styled.label`
  display: grid;
  gap: 0.25rem;
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Input = styled.input`
  ${controlStyles}
  font-weight: 400;
`;

export interface ListSearchProps {
  /** What is searched, e.g. 'skills'. */
  what: string;
  q: string;
  onSearch(q: string): void;
}

/** A whole list's search box: the rows narrow as the owner types, and the address keeps it (?q=). */
export function ListSearch({ what, q, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  // The address follows the typing after a short pause, so Back does not step through every letter.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  return (
    <Field htmlFor={id}>
      Search {what}
      <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Type to narrow the list" autoComplete="off" />
    </Field>
  );
}
