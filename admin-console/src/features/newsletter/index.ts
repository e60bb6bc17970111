/** The newsletter's piece of a post's tools: 'Send by email' (its screens are in screens.ts). */
export { SendByEmail, type SendablePost } from './send-by-email';
