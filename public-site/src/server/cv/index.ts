export { mountCvFiles, type CvFileDeps } from './cv-router';
export { toJsonResume } from './json-resume';
