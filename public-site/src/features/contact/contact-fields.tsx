import { NativeSelect, visuallyHiddenStyles } from '@folio/shared-ui';
import type { ReactNode, Ref } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import styled, { css } from 'styled-components';
import { contactFieldId, type ContactField } from './posted-form';

/*
 * The look of shared-ui's form fields (form/field-shell.tsx: label, control, hint, error), restated
 * here when every route loaded a shared chunk before hydrating (decisions.md). With pages and islands
 * that reason is gone: only this island would load the shared module now, so it may be folded back.
 */
const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  line-height: 1.4;
  transition: border-color 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 9rem;
  resize: vertical;
`;

const Select = styled(NativeSelect)`
  ${controlStyles}
  padding-right: 2.25rem;
`;

const FieldRoot = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Label, control, hint and error, in that order; the error is announced politely as it appears (its region is always there). */
function FieldFrame({ htmlFor, label, hint, hintId, error, errorId, children }: FrameProps & { label: string; children: ReactNode }) {
  return (
    <FieldRoot>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <div aria-live="polite">{error ? <ErrorText id={errorId}>{error}</ErrorText> : null}</div>
    </FieldRoot>
  );
}

interface FrameProps {
  htmlFor: string;
  hint: string | undefined;
  hintId: string;
  error: string | undefined;
  errorId: string;
}

/** This form's check once a send was tried (then again on every change), or the API's answer until the field is edited. */
function fieldErrorOf(meta: FieldMetaState<string>): string | undefined {
  if (meta.submitFailed && typeof meta.error === 'string' && meta.error) return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError) return meta.submitError;
  return undefined;
}

/** Keeps what was typed, blank included (final-form would otherwise turn '' into undefined). */
const keepValue = (value: string) => value;
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const FIELD_CONFIG = { parse: keepValue, format: asText };

/**
 * One field of the contact form: its react-final-form state, its error (this form's check after a
 * send was tried, the API's until the field is edited, or, on a page answering a form sent without
 * JavaScript, the server's until the field is edited) and the ids that tie label, hint and error to
 * the control. Ids are fixed (`contact-name`…): the page has one contact form, and the error
 * summary links to them, with or without JavaScript.
 */
function useContactField(name: ContactField, postedError: string | undefined, hintOf?: (value: string) => string) {
  const { input, meta } = useField<string>(name, FIELD_CONFIG);
  const hint = hintOf?.(asText(input.value));
  const error = fieldErrorOf(meta) ?? (meta.dirty ? undefined : postedError);
  const id = contactFieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const frame: FrameProps = { htmlFor: id, hint, hintId, error, errorId };
  return {
    frame,
    control: { ...input, id, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy },
  };
}

interface FieldProps {
  name: ContactField;
  label: string;
  postedError?: string;
  required?: boolean;
}

export function ContactTextField({
  name,
  label,
  postedError,
  required,
  type = 'text',
  maxLength,
  autoComplete,
}: FieldProps & { type?: 'text' | 'email'; maxLength: number; autoComplete: string }) {
  const { frame, control } = useContactField(name, postedError);
  return (
    <FieldFrame {...frame} label={label}>
      <Input
        {...control}
        type={type}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...(type === 'email' ? { spellCheck: false, autoCapitalize: 'off' } : {})}
      />
    </FieldFrame>
  );
}

export function ContactMessageField({ name, label, postedError, maxLength, counted }: FieldProps & { maxLength: number; counted: boolean }) {
  // The count needs JavaScript to follow the typing: until the form is live it says the limit only.
  const limit = maxLength.toLocaleString('en-US');
  const hintOf = (value: string) => (counted ? `${value.length.toLocaleString('en-US')} of ${limit} characters` : `Up to ${limit} characters`);
  const { frame, control } = useContactField(name, postedError, hintOf);
  return (
    <FieldFrame {...frame} label={label}>
      <TextArea {...control} rows={7} maxLength={maxLength} aria-required="true" />
    </FieldFrame>
  );
}

export function ContactSubjectField({ name, label, postedError, subjects }: FieldProps & { subjects: readonly string[] }) {
  const { frame, control } = useContactField(name, postedError);
  return (
    <FieldFrame {...frame} label={label}>
      <Select {...control}>
        <option value="">Choose a subject</option>
        {subjects.map((subject) => (
          <option key={subject} value={subject}>
            {subject}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

/**
 * The honeypot: a field people never see or reach (moved off-screen with CSS, not display:none,
 * which robots skip; out of the tab order; hidden from assistive technology; no autofill) and only
 * robots fill in. Uncontrolled: its value is read from the page as it is sent.
 */
const Trap = styled.div`
  ${visuallyHiddenStyles}
  left: -10000px;
`;

export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const id = contactFieldId('website');
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  );
}
