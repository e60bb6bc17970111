import { createAction } from '@reduxjs/toolkit';

/** An admin call answered 401 while the dashboard was open: the session has ended on the server. */
export const sessionExpired = createAction('session/expired');
