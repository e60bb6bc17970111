import type { Testimonial, WithMedia } from '@folio/contracts';
import styled from 'styled-components';
import { TestimonialCard } from './testimonial-card';

/** How many show before 'Show N more': a row of three on a wide screen. */
export const TESTIMONIALS_SHOWN = 3;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.details`
  margin-top: 1.5rem;

  &[open] > summary {
    margin-bottom: 1.5rem;
  }
`;

const Summary = styled.summary`
  width: fit-content;
  margin-inline: auto;
  padding: 0.625rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const moreLabel = (count: number) => `Show ${count} more ${count === 1 ? 'testimonial' : 'testimonials'}`;

function Cards({ testimonials }: { testimonials: readonly (Testimonial & WithMedia)[] }) {
  return (
    <Grid>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </Grid>
  );
}

/**
 * The first few testimonials, then the rest behind 'Show N more': a <details> element, which opens
 * without any script and tells a screen reader whether it is expanded.
 */
export function TestimonialList({ testimonials }: { testimonials: readonly (Testimonial & WithMedia)[] }) {
  const rest = testimonials.slice(TESTIMONIALS_SHOWN);
  return (
    <>
      <Cards testimonials={testimonials.slice(0, TESTIMONIALS_SHOWN)} />
      {rest.length > 0 ? (
        <More>
          <Summary>{moreLabel(rest.length)}</Summary>
          <Cards testimonials={rest} />
        </More>
      ) : null}
    </>
  );
}
