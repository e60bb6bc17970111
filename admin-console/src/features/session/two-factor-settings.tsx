import { fieldErrors, twoFactorCodeStruct, twoFactorDisableStruct, type RecoveryCodes, type TwoFactorCodeInput, type TwoFactorDisableInput, type TwoFactorSetup } from '@folio/contracts';
import { Button, Dialog, TextField, toast } from '@folio/shared-ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage, type ApiError } from '../../api/errors';
import { SignInHistory } from './sign-in-history';
import {
  useBeginTwoFactorSetupMutation,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
} from './two-factor-endpoints';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
`;

const Secret = styled.code`
  overflow-wrap: anywhere;
  font-size: 1rem;
  letter-spacing: 0.05em;
`;

const Qr = styled.img`
  width: 12rem;
  height: 12rem;
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.md};
`;

// The markers ('10.') sit outside each column: the left padding makes room for the first's, the wide gap for the second's.
const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: 0.25rem 4.5rem;
  padding-left: 2rem;
  font-family: ui-monospace, monospace;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: max-content;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A 400's field messages go under the fields; anything else is the form's error, shown in the
 * dialog: a toast would sit behind the modal dialog, hidden from screen readers and out of reach.
 */
function failure(error: unknown) {
  const fields = (error as ApiError | undefined)?.fields;
  return fields ?? { [FORM_ERROR]: errorMessage(error, 'Something went wrong') };
}

const FormProblem = ({ message }: { message?: string }) => (message ? <Problem role="alert">{message}</Problem> : null);

function SetUp({ onDone }: { onDone: () => void }) {
  const [begin, { isLoading: starting }] = useBeginTwoFactorSetupMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [startError, setStartError] = useState<string>();
  const [codes, setCodes] = useState<RecoveryCodes['recoveryCodes'] | null>(null);

  if (codes) {
    return (
      <Stack>
        <p role="status">Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs in once, and they are shown only now.</p>
        <Codes aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </Stack>
    );
  }

  if (!setup) {
    const start = async () => {
      setStartError(undefined);
      try {
        setSetup(await begin().unwrap());
      } catch (error) {
        setStartError(errorMessage(error, 'Something went wrong'));
      }
    };
    return (
      <Stack>
        <p>Two-factor sign-in is off. With it on, signing in asks for a code from an authenticator app after the password.</p>
        <Button onClick={() => void start()} disabled={starting}>
          {starting ? 'Starting...' : 'Set up two-factor sign-in'}
        </Button>
        <FormProblem message={startError} />
      </Stack>
    );
  }

  const confirm = async ({ code }: TwoFactorCodeInput) => {
    try {
      setCodes((await enable({ code: code.trim() }).unwrap()).recoveryCodes);
    } catch (error) {
      return failure(error);
    }
    return undefined;
  };
  return (
    <Form<TwoFactorCodeInput>
      onSubmit={confirm}
      validate={(values) => fieldErrors(twoFactorCodeStruct, values)}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack as="form" noValidate onSubmit={handleSubmit} aria-label="Confirm two-factor setup">
          <p>Scan this QR code with your authenticator app, or type the key below into it.</p>
          <Qr src={setup.qrCode} alt="QR code for your authenticator app" />
          <p>
            Key: <Secret data-testid="two-factor-secret">{setup.secret}</Secret>
          </p>
          <TextField name="code" label="Code from the app" autoComplete="one-time-code" spellCheck={false} />
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Turning on...' : 'Turn on'}
          </Button>
          <FormProblem message={submitError as string | undefined} />
        </Stack>
      )}
    />
  );
}

/** Once off, `onDone` closes the dialog: the toast saying so is then in reach. */
function TurnOff({ recoveryCodesLeft, onDone }: { recoveryCodesLeft: number; onDone: () => void }) {
  const [disable] = useDisableTwoFactorMutation();
  const submit = async ({ password }: TwoFactorDisableInput) => {
    try {
      await disable({ password }).unwrap();
    } catch (error) {
      return failure(error);
    }
    toast({ title: 'Two-factor sign-in is off', description: 'Signing in asks only for the password again.' });
    onDone();
    return undefined;
  };
  return (
    <Form<TwoFactorDisableInput>
      onSubmit={submit}
      validate={(values) => fieldErrors(twoFactorDisableStruct, values)}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack as="form" noValidate onSubmit={handleSubmit} aria-label="Turn off two-factor sign-in">
          <p role="status">
            Two-factor sign-in is on. {recoveryCodesLeft} recovery code{recoveryCodesLeft === 1 ? '' : 's'} left.
          </p>
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <Button type="submit" $variant="destructive" disabled={submitting}>
            {submitting ? 'Turning off...' : 'Turn off two-factor sign-in'}
          </Button>
          <FormProblem message={submitError as string | undefined} />
        </Stack>
      )}
    />
  );
}

function Settings({ close }: { close: () => void }) {
  const { data, isLoading, refetch } = useGetTwoFactorStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading || !data) return <p role="status">Loading...</p>;
  return data.enabled ? (
    <TurnOff recoveryCodesLeft={data.recoveryCodesLeft} onDone={close} />
  ) : (
    <SetUp onDone={() => void refetch()} />
  );
}

/** The account's security (the account menu's 'Security'): two-factor sign-in's settings and the recent sign-ins, in a dialog. */
export function TwoFactorSettings({ open, onOpenChange, focusOnClose }: { open: boolean; onOpenChange: (open: boolean) => void; focusOnClose?: () => HTMLElement | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Two-factor sign-in" focusOnClose={focusOnClose}>
      {open ? (
        <>
          <Settings close={() => onOpenChange(false)} />
          <SignInHistory />
        </>
      ) : null}
    </Dialog>
  );
}
