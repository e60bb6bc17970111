import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FolioThemeProvider } from '../theme-provider';
import { CheckboxField } from './checkbox-field';
import { CheckboxGroupField } from './checkbox-group-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { SliderField } from './slider-field';
import { TextAreaField, TextField } from './text-field';

type Values = Record<string, unknown>;

function renderForm(initialValues: Values, validate: (values: Values) => Record<string, string> = () => ({})) {
  const submitted: Values[] = [];
  render(
    <FolioThemeProvider>
      <Form<Values>
        onSubmit={(values) => {
          submitted.push(values);
        }}
        initialValues={initialValues}
        validate={validate}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="title" label="Title" required hint="Shown on the card" />
            <TextAreaField name="description" label="Description" />
            <NumberField name="displayOrder" label="Display Order" min={0} placeholder="0" />
            <SelectField
              name="personaId"
              label="Persona"
              placeholder="Select a persona"
              valueType="number"
              options={[
                { value: 4, label: 'Enterprise Tech' },
                { value: 1, label: 'Fitness Coach' },
              ]}
            />
            <SelectField name="categoryId" label="Category" placeholder="No category" blankValue={null} valueType="number" options={[{ value: 7, label: 'Architecture' }]} />
            <CheckboxField name="isActive" label="Active" />
            <CheckboxGroupField
              name="personaIds"
              legend="Assign to Personas"
              options={[
                { value: 4, label: 'Enterprise Tech' },
                { value: 5, label: 'Business Automation' },
              ]}
            />
            <SliderField name="level" label="Level" min={1} max={100} step={1} unit="%" />
            <button type="submit">Save</button>
          </form>
        )}
      />
    </FolioThemeProvider>,
  );
  return submitted;
}

it('labels every control and keeps the typed values and their types', async () => {
  const user = userEvent.setup();
  const submitted = renderForm({ title: 'Old', isActive: true, personaIds: [4], level: 50, categoryId: 7 });

  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Shown on the card');
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-required', 'true');
  expect(screen.getByRole('group', { name: 'Assign to Personas' })).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: 'Level' })).toHaveValue('50');
  expect(screen.getByRole('spinbutton', { name: 'Level value' })).toHaveValue(50);

  await user.clear(screen.getByRole('textbox', { name: 'Title' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'Fitness Coach');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'No category');
  await user.click(screen.getByRole('checkbox', { name: 'Active' }));
  await user.click(screen.getByRole('checkbox', { name: 'Business Automation' }));
  await user.click(screen.getByRole('checkbox', { name: 'Enterprise Tech' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Display Order' }), '3');
  await user.clear(screen.getByRole('spinbutton', { name: 'Level value' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Level value' }), '64');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(submitted).toEqual([
    expect.objectContaining({ title: '', personaId: 1, categoryId: null, isActive: false, personaIds: [5], displayOrder: '3', level: 64 }),
  ]);
  // The slider follows the exact value.
  expect(screen.getByRole('slider', { name: 'Level' })).toHaveValue('64');
});

it('announces errors once a submit was tried: aria-invalid and aria-describedby', async () => {
  const user = userEvent.setup();
  renderForm({}, (values): Record<string, string> => (values.title ? {} : { title: 'Title is required', personaIds: 'Pick one' }));
  const title = screen.getByRole('textbox', { name: 'Title' });
  expect(title).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Title is required')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription('Shown on the card Title is required');
  expect(screen.getByRole('group', { name: 'Assign to Personas' })).toHaveAccessibleDescription('Pick one');
  expect(screen.getByRole('checkbox', { name: 'Enterprise Tech' })).toHaveAttribute('aria-invalid', 'true');

  await user.type(title, 'Fixed');
  expect(title).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
});
