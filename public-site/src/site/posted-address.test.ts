import { restorePostedAddress } from './posted-address';

afterEach(() => document.documentElement.removeAttribute('data-address'));

describe('the address of a page answering a form sent without JavaScript', () => {
  it('is the page the form was on, its hash kept, so that a reload asks for that page', () => {
    history.replaceState(null, '', '/contact#contact');
    document.documentElement.dataset.address = '/?persona=business';
    restorePostedAddress();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/?persona=business#contact');
  });

  it.each(['//elsewhere.example/', 'https://elsewhere.example/', ''])('stays as it is for %p', (address) => {
    history.replaceState(null, '', '/contact');
    document.documentElement.dataset.address = address;
    restorePostedAddress();
    expect(location.pathname).toBe('/contact');
  });
});
