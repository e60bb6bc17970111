import { gridColumnSizes, rem, sizesOf } from './image-sizes';

describe('sizes attributes', () => {
  it('says the width of one column of a grid across the content column, at each width of the window', () => {
    expect(gridColumnSizes({ columns: 2, gapRem: 1.5 })).toBe(
      '(max-width: 768px) calc(100vw - 2rem), (max-width: 74.5rem) calc((100vw - 2.5rem - 1.5rem) / 2), 35.25rem',
    );
  });

  it('takes fewer columns where a narrower layout holds, and a single column as the whole content column', () => {
    expect(gridColumnSizes({ columns: 1, gapRem: 1.5, narrower: [['(max-width: 1024px)', 1]] })).toBe(
      '(max-width: 768px) calc(100vw - 2rem), (max-width: 1024px) calc(100vw - 2.5rem), (max-width: 74.5rem) calc(100vw - 2.5rem), 72rem',
    );
  });

  it('never says a slot is narrower than it is', () => {
    expect(rem(66.5 / 2.1)).toBe('31.67rem');
    expect(sizesOf([], '3rem')).toBe('3rem');
  });
});
