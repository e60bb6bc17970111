/** @jsonresume/schema ships no types: its validator (validator.js) as the tests call it. */
declare module '@jsonresume/schema' {
  export function validate(resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => void): void;
  export const schema: Record<string, unknown>;
}
