import { NEWSLETTER_TEXTS, PERSONA_TITLES, TAG_TYPES, type TagType } from '@folio/contracts';
import { CheckboxInput, CheckboxLabel } from '@folio/shared-ui';
import { ErrorText, Fieldset, Options } from './newsletter-styles';

interface PersonaCheckboxesProps {
  /** The fieldset's id (the error summary links to it); each box's id adds its persona. */
  id: string;
  checked: readonly TagType[];
  error?: string;
}

/**
 * 'Personas to follow': one checkbox per persona, all named `personas` (a form sends each checked one).
 * Plain HTML the server renders once: checked as the page says, changed by the browser alone.
 */
export function PersonaCheckboxes({ id, checked, error }: PersonaCheckboxesProps) {
  const errorId = `${id}-error`;
  return (
    <Fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend>{NEWSLETTER_TEXTS.personas}</legend>
      <Options>
        {TAG_TYPES.map((persona) => (
          <CheckboxLabel key={persona} htmlFor={`${id}-${persona}`}>
            <CheckboxInput id={`${id}-${persona}`} name="personas" value={persona} defaultChecked={checked.includes(persona)} />
            {PERSONA_TITLES[persona]}
          </CheckboxLabel>
        ))}
      </Options>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
