import { render, screen } from '@testing-library/react';
import { App } from './app';

it('renders the dashboard placeholder inside the main landmark, without the public layout', () => {
  render(<App />);

  expect(screen.getByRole('main')).toContainElement(
    screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }),
  );
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});
