import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installMatchMedia, resetMedia } from './media';
import { server } from './server';

installMatchMedia();

// Routes are lazy chunks: the first test of a suite also waits for their (cold) transform.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; record the calls instead of logging "not implemented".
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  resetMedia();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('style');
});
afterAll(() => server.close());
