import { render, screen } from '@testing-library/react';
import { App } from './app';

it('renders the placeholder home page inside the main landmark', () => {
  render(<App />);

  expect(screen.getByRole('main')).toContainElement(
    screen.getByRole('heading', { level: 1, name: 'Portfolio coming soon' }),
  );
});
