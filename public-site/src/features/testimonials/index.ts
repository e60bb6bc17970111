export { TestimonialsSection } from './testimonials-section';
export { CASE_STUDY_TESTIMONIALS_ARGS, CaseStudyTestimonials, useCaseStudyTestimonials } from './case-study-testimonials';
export { TestimonialList } from './testimonial-list';
