import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSelector } from 'react-redux';
import { LoginCard } from './login-card';
import { useGetMeQuery } from '../../api/session-endpoints';
import { selectSession } from './session-slice';

const Loading = styled.p`
  display: grid;
  place-items: center;
  min-height: 60vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * As the spec has it: 'Loading...' while GET /api/auth/me answers, the login card when nobody is signed in,
 * the dashboard (given the user) otherwise.
 */
export function SessionGate({ children }: { children: (username: string) => ReactNode }) {
  const { status, user } = useSelector(selectSession);
  useGetMeQuery(undefined, { skip: status !== 'checking' });

  if (status === 'checking') return <Loading role="status">Loading...</Loading>;
  if (status === 'signedOut' || !user) return <LoginCard />;
  return <>{children(user.username)}</>;
}
