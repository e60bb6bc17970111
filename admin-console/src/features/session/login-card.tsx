import { fieldErrors, loginStruct, type LoginInput } from '@folio/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, TextField, toast } from '@folio/shared-ui';
import { FORM_ERROR } from 'final-form';
import { needsSecondFactor } from '@folio/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { useSelector } from 'react-redux';
import { errorMessage } from '../../api/errors';
import { useLoginMutation } from '../../api/session-endpoints';
import { selectDrafts } from '../../sections/form/console-slice';
import { selectSession } from './session-slice';
import { TwoFactorStep } from './two-factor-step';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: calc(100vh - 4rem);
  padding: 1rem;
`;

const LoginFrame = styled(Card)`
  width: min(100%, 26rem);
`;

const Fields = styled.form`
  display: grid;
  gap: 1rem;
`;

const Notice = styled.p`
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9375rem;
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: 0.25rem;
`;

const validate = (values: Partial<LoginInput>) => fieldErrors(loginStruct, values);

/** The spec's centred 'Admin Login' card, with its toasts ('Login successful' / 'Login failed'). */
export function LoginCard() {
  const [login] = useLoginMutation();
  const { expired } = useSelector(selectSession);
  const hasDrafts = useSelector(selectDrafts).length > 0;
  const usernameRef = useRef<HTMLInputElement>(null);
  const [askCode, setAskCode] = useState(false);

  useEffect(() => {
    if (!askCode) usernameRef.current?.focus();
  }, [askCode]);

  const onSubmit = async (values: LoginInput) => {
    try {
      const answer = await login({ username: values.username.trim(), password: values.password }).unwrap();
      if (needsSecondFactor(answer)) {
        setAskCode(true);
        return undefined;
      }
    } catch (error) {
      const message = errorMessage(error, 'Invalid credentials');
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
      return { [FORM_ERROR]: message };
    }
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard.' });
    return undefined;
  };

  return (
    <Centered>
      <LoginFrame as="section" aria-labelledby="admin-login-title">
        <CardHeader>
          <CardTitle as="h1" id="admin-login-title">
            Admin Login
          </CardTitle>
          <CardDescription>Login to manage your portfolio content</CardDescription>
        </CardHeader>
        <CardContent>
          {askCode ? <TwoFactorStep onCancel={() => setAskCode(false)} /> : null}
          {askCode ? null : (
          <Form<LoginInput>
            onSubmit={onSubmit}
            validate={validate}
            subscription={{ submitting: true }}
            render={({ handleSubmit, submitting }) => (
              <Fields noValidate onSubmit={handleSubmit} aria-labelledby="admin-login-title">
                {expired ? (
                  <Notice role="alert">
                    Your session has expired. Please log in again.
                    {hasDrafts ? ' What you were typing has been kept and will be offered back.' : ''}
                  </Notice>
                ) : null}
                <TextField name="username" label="Username" autoComplete="username" inputRef={usernameRef} spellCheck={false} />
                <TextField name="password" label="Password" type="password" autoComplete="current-password" />
                <Submit type="submit" $size="lg" disabled={submitting}>
                  {submitting ? 'Logging in...' : 'Login'}
                </Submit>
              </Fields>
            )}
          />
          )}
        </CardContent>
      </LoginFrame>
    </Centered>
  );
}
