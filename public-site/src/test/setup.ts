import { installMatchMedia, resetMedia } from './media';
import { contactInbox, server } from './server';

installMatchMedia();

/**
 * A form's own FormData, as browsers make it: React 19 makes one when a submit handler starts a
 * transition (a client-side navigation), and Node's FormData, which jest-fixed-jsdom installs for
 * msw, takes no form.
 */
class FormDataOfForm extends FormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of form ? [...form.elements] : []) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
      if (!element.name || element.disabled || (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) && !element.checked)) continue;
      this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormDataOfForm as typeof FormData;

// jsdom does not scroll; record the calls instead of logging "not implemented".
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  contactInbox.clear();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '');
  resetMedia();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-js');
  document.documentElement.removeAttribute('data-app-ready');
  document.documentElement.removeAttribute('style');
});
afterAll(() => server.close());
