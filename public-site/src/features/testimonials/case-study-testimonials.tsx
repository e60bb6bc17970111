import type { Testimonial, WithMedia } from '@folio/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { TestimonialList } from './testimonial-list';
import { useGetTestimonialsQuery } from './testimonials-api';

/**
 * The arguments of the query the case study's testimonials are read from: every testimonial (a
 * testimonial belongs to its case study whatever personas it is shown for). The page's loader asks
 * for the same query, optional (the page stands without them):
 * `pageQuery(testimonialsApi.endpoints.getTestimonials, CASE_STUDY_TESTIMONIALS_ARGS, { optional: true })`.
 */
export const CASE_STUDY_TESTIMONIALS_ARGS = undefined;

/** The testimonials that belong to a case study, in display order (none until they are loaded). */
export function useCaseStudyTestimonials(caseStudyId: number): (Testimonial & WithMedia)[] {
  const { data } = useGetTestimonialsQuery(CASE_STUDY_TESTIMONIALS_ARGS);
  return (data ?? []).filter((testimonial) => testimonial.caseStudyId === caseStudyId);
}

const Section = styled.section`
  display: grid;
  gap: 1.5rem;
`;

const Heading = styled.h2`
  font-size: clamp(1.5rem, 3vw, 2rem);
  font-weight: 800;
  line-height: 1.2;
`;

interface CaseStudyTestimonialsProps {
  caseStudyId: number;
  /** Its heading (an h2). */
  title?: string;
}

/** A case study's page: what its clients said, the first few then 'Show N more'; nothing when none belongs to it. */
export function CaseStudyTestimonials({ caseStudyId, title = 'What the Client Said' }: CaseStudyTestimonialsProps) {
  const testimonials = useCaseStudyTestimonials(caseStudyId);
  const headingId = useId();
  if (testimonials.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <TestimonialList testimonials={testimonials} />
    </Section>
  );
}
