import { personaIdOf, type TagType } from '@folio/contracts';
import { PageSection } from '../../components/layout-primitives';
import { TestimonialList } from './testimonial-list';
import { useGetTestimonialsQuery } from './testimonials-api';

export const TESTIMONIALS_ANCHOR = 'testimonials';
export const TESTIMONIALS_TITLE = 'What People Say';

/** The persona page's testimonials, after its case studies; nothing at all when it has none (or they could not be read). */
export function TestimonialsSection({ persona }: { persona: TagType }) {
  const { data } = useGetTestimonialsQuery(personaIdOf(persona));
  if (!data || data.length === 0) return null;
  return (
    <PageSection id={TESTIMONIALS_ANCHOR} eyebrow="Testimonials" title={TESTIMONIALS_TITLE}>
      <TestimonialList testimonials={data} />
    </PageSection>
  );
}
