import { CONTACT_LIMITS, PERSONA_TITLES, type TagType } from '@folio/contracts';
import { Button, FieldErrorText, FieldHint, FramedGroup, TextField, VisuallyHidden } from '@folio/shared-ui';
import { ARRAY_ERROR } from 'final-form';
import { useId } from 'react';
import { useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { MoveButtons } from '../../sections/widgets/move-buttons';

const Items = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The buttons sit level with the input (below its label) on wide screens. */
const ItemButtons = styled.div`
  display: flex;
  gap: 0.25rem;
  padding-top: 1.625rem;

  @media ${({ theme }) => theme.media.mobile} {
    padding-top: 0;
    & > button {
      flex: 1;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

/** How the buttons of a subject name it: “Hiring”, or 'subject 3' while it is blank. */
const nameOf = (subject: string, index: number) => (subject.trim() ? `“${subject.trim()}”` : `subject ${index + 1}`);

const focusLater = (selector: string) => setTimeout(() => document.querySelector<HTMLElement>(selector)?.focus(), 0);

/**
 * One persona's subjects, in the order its form offers them: each editable, moved up or down,
 * removed; a new one added at the end, up to CONTACT_LIMITS.subjects. An empty list hides the field.
 */
export function SubjectListField({ persona }: { persona: TagType }) {
  const id = useId();
  const form = useForm();
  const { values, errors, submitErrors, submitFailed } = useFormState({ subscription: { values: true, errors: true, submitErrors: true, submitFailed: true } });
  const subjects: string[] = (values as Record<string, string[] | undefined>)[persona] ?? [];
  const title = PERSONA_TITLES[persona];
  const full = subjects.length >= CONTACT_LIMITS.subjects;
  const listError =
    (submitFailed ? (errors?.[persona] as { [ARRAY_ERROR]?: string } | undefined)?.[ARRAY_ERROR] : undefined) ??
    (submitErrors?.[persona] as { [ARRAY_ERROR]?: string } | undefined)?.[ARRAY_ERROR];
  const at = (index: number) => `[data-subject="${id}-${index}"]`;

  const set = (next: string[]) => form.change(persona, next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...subjects];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    set(next);
    // Focus stays on the same button of the subject, in its new place (or on the other when at an end).
    const target = index + by;
    const edge = (by === -1 && target === 0) || (by === 1 && target === subjects.length - 1);
    focusLater(`${at(target)} [data-move="${edge ? -by : by}"]`);
  };
  const remove = (index: number) => {
    set(subjects.filter((_, position) => position !== index));
    focusLater(subjects.length > 1 ? `${at(Math.max(0, index - 1))} input` : `[data-add="${id}"]`);
  };
  const add = () => {
    set([...subjects, '']);
    focusLater(`${at(subjects.length)} input`);
  };

  return (
    <FramedGroup aria-describedby={listError ? `${id}-error` : undefined}>
      <legend>{title}</legend>
      {subjects.length === 0 ? <FieldHint>No subjects: this persona&apos;s contact form shows no subject field.</FieldHint> : null}
      <Items aria-label={`${title} subjects`}>
        {subjects.map((subject, index) => (
          <Item key={index} data-subject={`${id}-${index}`}>
            <TextField name={`${persona}[${index}]`} label={`Subject ${index + 1}`} autoComplete="off" />
            <ItemButtons>
              <MoveButtons name={nameOf(subject, index)} index={index} count={subjects.length} onMove={move} />
              <Button type="button" $variant="outline" $size="sm" aria-label={`Remove ${nameOf(subject, index)}`} onClick={() => remove(index)}>
                Remove
              </Button>
            </ItemButtons>
          </Item>
        ))}
      </Items>
      {listError ? <FieldErrorText id={`${id}-error`}>{listError}</FieldErrorText> : null}
      <Footer>
        <Button type="button" $variant="outline" $size="sm" data-add={id} disabled={full} onClick={add}>
          Add a subject<VisuallyHidden> to {title}</VisuallyHidden>
        </Button>
        <FieldHint>
          {subjects.length} of {CONTACT_LIMITS.subjects}
          {full ? ': remove one to add another' : ''}
        </FieldHint>
      </Footer>
    </FramedGroup>
  );
}
