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
`;

const Clear = styled.a`
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

/** '3 results for "retries"' and the way back to every post. */
export function SearchResultsHeading({ q, total, clearHref }: { q: string; total: number; clearHref: string }) {
  return (
    <Bar>
      <Heading>
        {resultCount(total)} for &quot;{q}&quot;
      </Heading>
      <Clear href={clearHref}>
        <CloseIcon size={16} />
        Clear search
      </Clear>
    </Bar>
  );
}
