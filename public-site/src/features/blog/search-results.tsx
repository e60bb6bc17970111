import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CloseIcon } from '../../components/icons';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
`;

const Heading = styled.h2`
  font-size: 1.375rem;
  font-weight: 700;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

const Clear = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const resultCount = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

interface SearchResultsHeadingProps {
  q: string;
  total: number;
  clearHref: string;
  /** Take the focus (after a search made on the page), so a screen reader reads the outcome. */
  focus: boolean;
  onFocused: () => void;
}

/** '3 results for "retries"' and the way back to every post. */
export function SearchResultsHeading({ q, total, clearHref, focus, onFocused }: SearchResultsHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    heading.current?.focus();
    onFocused();
  }, [focus, onFocused]);

  return (
    <Bar>
      <Heading ref={heading} tabIndex={-1}>
        {resultCount(total)} for &quot;{q}&quot;
      </Heading>
      <Clear to={clearHref}>
        <CloseIcon size={16} />
        Clear search
      </Clear>
    </Bar>
  );
}
