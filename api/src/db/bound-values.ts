/**
 * The values bound to a failed query, kept on its error (not enumerable, so no serializer sees
 * them) for the log serializer to take out of every line: session ids, CSRF tokens and the like
 * must never reach a log.
 */
const BOUND_VALUES = Symbol('folio.boundValues');

type WithBoundValues = { [BOUND_VALUES]?: string[] };

export function keepBoundValues(error: unknown, bindings: unknown): void {
  if (!error || typeof error !== 'object') return;
  const values = ([] as unknown[])
    .concat(bindings ?? [])
    .map((value) => (Buffer.isBuffer(value) ? value.toString('utf8') : value))
    .filter((value): value is string | number | bigint => ['string', 'number', 'bigint'].includes(typeof value))
    .map(String);
  Object.defineProperty(error, BOUND_VALUES, { value: values, enumerable: false, configurable: true });
}

export const boundValuesOf = (error: unknown): string[] =>
  (error && typeof error === 'object' ? (error as WithBoundValues)[BOUND_VALUES] : undefined) ?? [];
