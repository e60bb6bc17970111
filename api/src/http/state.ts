import type { Logger } from 'pino';

/** What middleware puts on ctx.state. */
export type AppState = { log: Logger; requestId: string };

/** The data kept in the server-side session; `signedInAt` (ms) starts the absolute lifetime. */
export type SessionData = { userId?: number; username?: string; csrfToken?: string; signedInAt?: number };
