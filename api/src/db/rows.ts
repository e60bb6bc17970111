/** Column names are snake_case, API fields camelCase; these convert between the two. */
export const toSnake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
export const toCamel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Columns the API keeps for itself: never part of an answer (write_digest: see collections/item-version.ts;
 * has_personas: what a post's persona links say, for the persona lists' indexes: see blog/posts.repository.ts).
 */
const INTERNAL_COLUMNS = new Set(['write_digest', 'has_personas']);

export function camelKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).flatMap(([column, value]) => (INTERNAL_COLUMNS.has(column) ? [] : [[toCamel(column), value]])));
}

export function snakeKeys(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [toSnake(field), value]));
}

/** Groups link rows `{ [key]: parentId, [valueKey]: id }` into parentId → ids. */
export function groupIds(rows: Array<Record<string, unknown>>, key: string, valueKey: string): Map<number, number[]> {
  const grouped = new Map<number, number[]>();
  for (const row of rows) {
    const parent = Number(row[key]);
    grouped.set(parent, [...(grouped.get(parent) ?? []), Number(row[valueKey])]);
  }
  return grouped;
}
