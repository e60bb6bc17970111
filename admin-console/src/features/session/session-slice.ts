import { needsSecondFactor, type SessionUser } from '@folio/contracts';
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { sessionExpired } from '../../api/session-events';
import { sessionApi } from '../../api/session-endpoints';
import { twoFactorApi } from './two-factor-endpoints';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The last session ended on the server while the dashboard was open (the login card says so). */
  expired: boolean;
}

const initialState: SessionState = { status: 'checking', user: null, expired: false };

/** The spec's session states: the user is loaded at start; login sets it, logout clears it. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.status = 'signedOut';
        state.user = null;
        state.expired = true;
      })
      .addMatcher(sessionApi.endpoints.getMe.matchFulfilled, (state, { payload }) => {
        if (state.status !== 'checking') return;
        state.status = 'signedIn';
        state.user = payload;
      })
      .addMatcher(sessionApi.endpoints.getMe.matchRejected, (state, action) => {
        // A duplicate request skipped by RTK Query is not an answer.
        if (state.status !== 'checking' || action.meta.condition) return;
        state.status = 'signedOut';
      })
      .addMatcher(sessionApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        // Two-factor on: the login card asks for the code; signed in only once it is accepted.
        if (needsSecondFactor(payload)) return;
        state.status = 'signedIn';
        state.user = payload;
        state.expired = false;
      })
      .addMatcher(twoFactorApi.endpoints.loginSecondFactor.matchFulfilled, (state, { payload }) => {
        state.status = 'signedIn';
        state.user = payload;
        state.expired = false;
      })
      .addMatcher(isAnyOf(sessionApi.endpoints.logout.matchFulfilled, sessionApi.endpoints.logoutEverywhere.matchFulfilled), (state) => {
        state.status = 'signedOut';
        state.user = null;
        state.expired = false;
      });
  },
});

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
