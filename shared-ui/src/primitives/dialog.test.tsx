import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FolioThemeProvider } from '../theme-provider';
import { Dialog } from './dialog';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <FolioThemeProvider>
      <button onClick={() => setOpen(true)}>View Case Study</button>
      <Dialog open={open} onOpenChange={setOpen} title="Cloud landing zone" description="Enterprise">
        <a href="https://example.com">View Project</a>
      </Dialog>
    </FolioThemeProvider>
  );
}

it('opens labelled by its title, traps focus, closes on Escape and gives focus back', async () => {
  const user = userEvent.setup();
  render(<Example />);
  const opener = screen.getByRole('button', { name: 'View Case Study' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Cloud landing zone' });
  expect(dialog).toHaveAccessibleDescription('Enterprise');
  for (let i = 0; i < 4; i += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(opener).toHaveFocus());
});

it('closes with its labelled close button', async () => {
  const user = userEvent.setup();
  render(<Example />);
  await user.click(screen.getByRole('button', { name: 'View Case Study' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('gives focus where it is told to on closing, when what opened it is going away', async () => {
  const user = userEvent.setup();
  function Elsewhere() {
    const [open, setOpen] = useState(false);
    return (
      <FolioThemeProvider>
        <h2 tabIndex={-1} id="list-heading">
          Media
        </h2>
        <button onClick={() => setOpen(true)}>Delete photo.jpg</button>
        <Dialog open={open} onOpenChange={setOpen} title="Delete photo.jpg?" focusOnClose={() => document.getElementById('list-heading')}>
          <button onClick={() => setOpen(false)}>Delete image</button>
        </Dialog>
      </FolioThemeProvider>
    );
  }
  render(<Elsewhere />);
  await user.click(screen.getByRole('button', { name: 'Delete photo.jpg' }));
  await user.click(screen.getByRole('button', { name: 'Delete image' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Media' })).toHaveFocus());
});
