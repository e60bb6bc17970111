import { object, type Infer } from 'superstruct';
import { requiredText } from './fields.js';

export const loginStruct = object({
  username: requiredText('Username is required', 100),
  password: requiredText('Password is required', 1024, false),
});

export type LoginInput = Infer<typeof loginStruct>;
/** The signed-in user as the API answers it (§3: other fields are not shown). */
export type SessionUser = { username: string };
export type CsrfToken = { token: string };
export type SiteInfo = { ownerName: string; siteUrl: string; description: string | null; contactEmail: string | null };
