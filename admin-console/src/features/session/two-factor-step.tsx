import { fieldErrors, twoFactorCodeStruct, type TwoFactorCodeInput } from '@folio/contracts';
import { Button, TextField, toast } from '@folio/shared-ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { useLoginSecondFactorMutation } from './two-factor-endpoints';

const Fields = styled.form`
  display: grid;
  gap: 1rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const validate = (values: Partial<TwoFactorCodeInput>) => fieldErrors(twoFactorCodeStruct, values);

/** After a right password on an account with two-factor on: the code from the app, or a recovery code. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const [verify] = useLoginSecondFactorMutation();
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const onSubmit = async ({ code }: TwoFactorCodeInput) => {
    try {
      await verify({ code: code.trim() }).unwrap();
    } catch (error) {
      const message = errorMessage(error, 'Invalid code');
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
      return { [FORM_ERROR]: message };
    }
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard.' });
    return undefined;
  };

  return (
    <Form<TwoFactorCodeInput>
      onSubmit={onSubmit}
      validate={validate}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting }) => (
        <Fields noValidate onSubmit={handleSubmit} aria-label="Two-factor code">
          <Hint>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Hint>
          <TextField name="code" label="Code" autoComplete="one-time-code" spellCheck={false} inputRef={codeRef} />
          <Button type="submit" $size="lg" disabled={submitting}>
            {submitting ? 'Verifying...' : 'Verify'}
          </Button>
          <Button type="button" $variant="outline" onClick={onCancel} disabled={submitting}>
            Back
          </Button>
        </Fields>
      )}
    />
  );
}
