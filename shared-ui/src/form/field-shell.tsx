import { useId, type ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import styled, { css } from 'styled-components';

/**
 * The message a field shows: its validation error once a submit has been tried (validate on
 * submit, then again on every change), or the server's error for it until the field is edited.
 */
export function fieldErrorOf(meta: FieldMetaState): string | undefined {
  if (meta.submitFailed && typeof meta.error === 'string' && meta.error) return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError) return meta.submitError;
  return undefined;
}

/** Ids that tie a control to its hint and error, and the attributes a control needs for them. */
export function useFieldIds(name: string, error: string | undefined, hint: ReactNode | undefined) {
  const base = `${useId()}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    id: base,
    hintId,
    errorId,
    controlProps: { id: base, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy },
  };
}

export const FieldRoot = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  margin-left: 0.125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </>
  );
}

export const FieldHint = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldErrorText = styled.p`
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The look shared by text inputs, text areas and selects. */
export const controlStyles = css`
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  line-height: 1.4;
  transition: border-color 150ms ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }

  &:hover:not(:disabled) {
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

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface FieldFrameProps {
  /** The id of the control the label points at. */
  htmlFor?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error, in that order; the error is announced politely as it appears. */
export function FieldFrame({ htmlFor, label, required, hint, hintId, error, errorId, children, className }: FieldFrameProps) {
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={htmlFor}>
        <LabelText label={label} required={required} />
      </FieldLabel>
      {children}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}

export interface FieldNotesProps {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
}

/** What stands under a control: its hint, when it has one, and its error line. */
export function FieldNotes({ hint, hintId, error, errorId }: FieldNotesProps) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldMessage id={errorId} error={error} />
    </>
  );
}

/** The error line, inside a live region that is always present so a new message is read out. */
export function FieldMessage({ id, error }: { id: string; error?: string }) {
  return <div aria-live="polite">{error ? <FieldErrorText id={id}>{error}</FieldErrorText> : null}</div>;
}
