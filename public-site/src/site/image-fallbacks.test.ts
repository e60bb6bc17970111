import { fireEvent } from '@testing-library/react';
import { enhanceImageFallbacks } from './image-fallbacks';

/** Listeners on the document outlive a test: one enhancement for the file, each test its own markup. */
beforeAll(() => enhanceImageFallbacks());
afterEach(() => document.body.replaceChildren());

const PLACEHOLDER = 'background-image: url("data:image/webp;base64,AAAA"); background-size: cover';

describe('the images of the server’s page', () => {
  it('show their stand-ins in turn when they fail, as plain images, without the placeholder', () => {
    document.body.innerHTML = `
      <picture><source type="image/avif" srcset="/media/logo-400.avif 400w"><img src="/media/logo.png" style='${PLACEHOLDER}' data-fallbacks='["/images/other.png","/images/logos/placeholder-logo.svg"]' alt=""></picture>`;
    const img = document.querySelector('img')!;

    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/other.png');
    expect(document.querySelector('source')).toBeNull();
    expect(img.style.backgroundImage).toBe('');
    expect(img).toHaveAttribute('data-fallbacks', '["/images/logos/placeholder-logo.svg"]');

    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/logos/placeholder-logo.svg');
    expect(img).not.toHaveAttribute('data-fallbacks');

    // The last one is never retried.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/logos/placeholder-logo.svg');
  });

  it('lose their placeholder once loaded', () => {
    document.body.innerHTML = `<img src="/media/photo.jpg" style='${PLACEHOLDER}' alt="">`;
    const img = document.querySelector('img')!;
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('leave an island’s images to React', () => {
    document.body.innerHTML = `<folio-island><img src="/media/hero.png" style='${PLACEHOLDER}' data-fallbacks='["/images/fallback.png"]' alt=""></folio-island>`;
    const img = document.querySelector('img')!;
    fireEvent.error(img);
    fireEvent.load(img);
    expect(img).toHaveAttribute('src', '/media/hero.png');
    expect(img.style.backgroundImage).not.toBe('');
  });
});
