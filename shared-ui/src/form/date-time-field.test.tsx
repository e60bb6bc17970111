import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { FolioThemeProvider } from '../theme-provider';
import { DateTimeField, fromLocalInput, toLocalInput } from './date-time-field';

type Values = { publishedAt: string | null };

function renderField(initial: Values) {
  const submitted: Values[] = [];
  render(
    <FolioThemeProvider>
      <Form<Values>
        onSubmit={(values) => {
          submitted.push(values);
        }}
        initialValues={initial}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DateTimeField name="publishedAt" label="Publish date" hint="Blank: the moment it is published" />
            <button type="submit">Save</button>
          </form>
        )}
      />
    </FolioThemeProvider>,
  );
  return submitted;
}

describe('DateTimeField', () => {
  it("shows a stored instant in the owner's time zone, to the minute", () => {
    const stored = '2026-03-04T10:05:00.000Z';
    renderField({ publishedAt: stored });
    const input = screen.getByLabelText('Publish date');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue(toLocalInput(stored));
    expect(new Date((input as HTMLInputElement).value).toISOString()).toBe(stored);
  });

  it('submits what is typed as an ISO instant, and a cleared field as null', () => {
    const submitted = renderField({ publishedAt: null });
    const input = screen.getByLabelText('Publish date');
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: '2027-01-02T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted.at(-1)?.publishedAt).toBe(new Date('2027-01-02T09:30').toISOString());
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted.at(-1)?.publishedAt).toBeNull();
  });

  it('reads a blank or unreadable value as no date', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});
