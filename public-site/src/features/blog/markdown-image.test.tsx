import { render } from '@testing-library/react';
import { library } from '../../test/fixtures';
import { MarkdownContent } from './markdown-content';

describe('images in a post body', () => {
  it("makes a library image a picture of its variants, with the markdown's alt text and its size from its path", () => {
    const { container } = render(<MarkdownContent content={`Before.\n\n![Throughput after the change](${library.png} "Week 12")`} />);
    const picture = container.querySelector('picture')!;
    expect([...picture.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(picture.querySelector('source')!.getAttribute('srcset')).toBe(
      '/media/fedcba9876543210-320w.avif 320w, /media/fedcba9876543210-640w.avif 640w, /media/fedcba9876543210-960w.avif 960w, /media/fedcba9876543210-1200w.avif 1200w',
    );
    expect(picture.querySelector('source')!.getAttribute('sizes')).toBe('(max-width: 50.5rem) calc(100vw - 2.5rem), 48rem');
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('src', library.png);
    expect(img).toHaveAttribute('alt', 'Throughput after the change');
    expect(img).toHaveAttribute('title', 'Week 12');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('style');
  });

  it('leaves any other image a plain img', () => {
    const { container } = render(<MarkdownContent content={`![A chart](https://cdn.example/chart.png) and ![](${library.gif})`} />);
    expect(container.querySelector('picture')).toBeNull();
    const [external, gif] = [...container.querySelectorAll('img')];
    expect(external).toHaveAttribute('src', 'https://cdn.example/chart.png');
    expect(external).toHaveAttribute('alt', 'A chart');
    expect(external).not.toHaveAttribute('width');
    expect(gif).toHaveAttribute('alt', '');
    expect(gif).toHaveAttribute('width', '480');
  });
});
