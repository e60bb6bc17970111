import { toast } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { errorMessage, isUnauthorized } from '../../api/errors';
import { useGetAnalyticsSettingsQuery, useUpdateAnalyticsSettingsMutation } from './overview-endpoints';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: 0.25rem 0.75rem;
`;

/** A checkbox drawn as a switch; the native control keeps the keyboard and what is read out. */
const Switch = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 2.5rem;
  height: 1.5rem;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: background-color 150ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 150ms ease;
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primarySolid};
    background: ${({ theme }) => theme.colors.primarySolid};
  }
  &:checked::after {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(1rem);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/**
 * The weekly digest by email (the last week's figures). Without email set up on the server
 * it cannot be sent, so the switch is off and says why.
 */
export function DigestToggle() {
  const id = useId();
  const settings = useGetAnalyticsSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateAnalyticsSettingsMutation();
  const emailConfigured = settings.data?.emailConfigured ?? false;
  const on = Boolean(settings.data?.weeklyDigest && emailConfigured);

  const change = async (weeklyDigest: boolean) => {
    try {
      await update({ weeklyDigest }).unwrap();
      toast({ title: 'Success', description: weeklyDigest ? 'Weekly digest turned on' : 'Weekly digest turned off' });
    } catch (error) {
      if (!isUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error, 'Failed to save the weekly digest'), variant: 'destructive' });
    }
  };

  const hint = settings.isError
    ? `Couldn’t read this setting: ${errorMessage(settings.error, 'API request failed')}`
    : !settings.data
      ? 'Loading...'
      : emailConfigured
        ? 'Last week’s visitors, page views and messages, sent to you by email once a week.'
        : 'Email is not set up on the server (SMTP_URL and CONTACT_NOTIFY_TO), so no digest can be sent.';
  return (
    <Row>
      <Switch
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={!emailConfigured || saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
      />
      <Label htmlFor={id}>Email me a weekly digest</Label>
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </Row>
  );
}
