import { CheckboxField, NumberField, SelectField, SliderField, TextAreaField, TextField } from '@folio/shared-ui';
import type { FieldSpec } from './section-definition';
import { CategorySelectField, PersonaCheckboxesField, PersonaSelectField, TagCheckboxesField } from './widgets/lookup-fields';
import { MarkdownEditorField } from './widgets/markdown-editor';
import { SlugField } from './widgets/slug-field';

/** The widget of one field spec. */
export function FieldRenderer({ field }: { field: FieldSpec }) {
  const { name, label, required, hint } = field;
  switch (field.kind) {
    case 'text':
      return (
        <>
          <TextField
            name={name}
            label={label}
            required={required}
            hint={hint}
            type={field.type}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete ?? 'off'}
            list={field.suggestions ? `${name}-suggestions` : undefined}
          />
          {field.suggestions ? (
            <datalist id={`${name}-suggestions`}>
              {field.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      );
    case 'textarea':
      return (
        <TextAreaField
          name={name}
          label={label}
          required={required}
          hint={hint}
          rows={field.rows}
          monospace={field.monospace}
          placeholder={field.placeholder}
        />
      );
    case 'number':
      return <NumberField name={name} label={label} required={required} hint={hint} min={0} step={1} placeholder={field.placeholder} />;
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          required={required}
          hint={hint}
          options={field.options}
          placeholder={field.placeholder}
          blankValue={field.blankValue}
        />
      );
    case 'checkbox':
      return <CheckboxField name={name} label={label} hint={hint} />;
    case 'slider':
      return (
        <SliderField name={name} label={label} required={required} hint={hint} min={field.min} max={field.max} step={field.step} unit={field.unit} />
      );
    case 'persona-select':
      return <PersonaSelectField name={name} label={label} required={required} hint={hint} />;
    case 'persona-checkboxes':
      return <PersonaCheckboxesField name={name} label={label} hint={hint} />;
    case 'category-select':
      return <CategorySelectField name={name} label={label} hint={hint} />;
    case 'tag-checkboxes':
      return <TagCheckboxesField name={name} label={label} hint={hint} />;
    case 'slug':
      return <SlugField name={name} label={label} from={field.from} required={required} hint={hint} />;
    case 'markdown':
      return <MarkdownEditorField name={name} label={label} required={required} rows={field.rows} />;
  }
}
