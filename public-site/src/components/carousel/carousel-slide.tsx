import type { HTMLAttributes } from 'react';

interface CarouselSlideProps extends HTMLAttributes<HTMLDivElement> {
  index: number;
  count: number;
}

/** One slide, announced as '2 of 5'. react-slick clones it with its own style and tabIndex, passed on here. */
export function CarouselSlide({ index, count, ...rest }: CarouselSlideProps) {
  return <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} {...rest} />;
}
