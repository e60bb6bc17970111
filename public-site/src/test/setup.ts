import { installMatchMedia, resetMedia } from './media';
import { server } from './server';

installMatchMedia();

// jsdom does not scroll; record the calls instead of logging "not implemented".
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  resetMedia();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-js');
  document.documentElement.removeAttribute('data-app-ready');
  document.documentElement.removeAttribute('style');
});
afterAll(() => server.close());
