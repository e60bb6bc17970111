import { CheckboxField, DateTimeField, NumberField, SelectField, SliderField, TextAreaField, TextField } from '@folio/shared-ui';
import type { FieldSpec } from '../section-definition';
import { LookupCheckboxesField, LookupSelectField, PersonaCheckboxesField } from '../widgets/lookup-fields';
import { SlugField } from '../widgets/slug-field';

/** The widget of one field spec. */
export function FieldRenderer({ field }: { field: FieldSpec }) {
  const { name, label, required, hint } = field;
  // Every widget takes these; those that mark a required field take `required` too.
  const base = { name, label, hint };
  const common = { ...base, required };
  switch (field.kind) {
    case 'text':
      return (
        <>
          <TextField
            {...common}
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
      return <TextAreaField {...common} rows={field.rows} monospace={field.monospace} placeholder={field.placeholder} />;
    case 'number':
      return <NumberField {...common} min={field.min ?? 0} max={field.max} step={1} placeholder={field.placeholder} />;
    case 'select':
      return <SelectField {...common} options={field.options} placeholder={field.placeholder} blankValue={field.blankValue} />;
    case 'checkbox':
      return <CheckboxField {...base} />;
    case 'slider':
      return <SliderField {...common} min={field.min} max={field.max} step={field.step} unit={field.unit} />;
    case 'lookup-select':
      return <LookupSelectField {...common} from={field.from} loading={field.loading} placeholder={field.placeholder} blankValue={field.blankValue} />;
    case 'lookup-checkboxes':
      return <LookupCheckboxesField {...base} from={field.from} loading={field.loading} empty={field.empty} />;
    case 'persona-checkboxes':
      return <PersonaCheckboxesField {...base} />;
    case 'slug':
      return <SlugField {...common} from={field.from} />;
    case 'markdown':
      return <field.widget {...common} />;
    case 'datetime':
      return <DateTimeField {...common} />;
    case 'image':
      return <field.widget {...common} placeholder={field.placeholder} />;
    case 'rich-text':
      return <field.widget {...common} />;
  }
}
