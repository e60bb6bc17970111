/** The CV settings (a CV per persona and one of all of them; contracts/src/cv.ts), loaded when first shown. */
export { CvSection } from './cv-section';
