/** One row of a list in the order the list shows it, with its stored `display_order`. */
export type Placed = { id: number; order: number };

export type ReorderPlan =
  | { ok: true; /** The rows whose display_order changes, with their new value. */ changes: Placed[] }
  | { ok: false; unknown: number[] }
  | { ok: false; notContiguous: true };

/**
 * The display_order values that make a list sorted by display_order (in `direction`, then by its
 * tie-breakers) show `ids`, a run of neighbouring rows, in the given order at the same place, every
 * other row keeping its place. Pure: the list is read and the changes written by the caller.
 *
 * When the run's own values are distinct and lie strictly between its neighbours' values, the run's
 * rows trade those values among themselves and nothing else changes. Otherwise (equal values, as
 * posts left at the default 0 have, so that only the tie-breakers order them) the whole list is
 * numbered 1, 2, 3… in the direction of the sort (ascending lists count up, descending ones down to 1),
 * which separates every row; only rows whose value differs are changed.
 */
export function planReorder(list: readonly Placed[], ids: readonly number[], direction: 'asc' | 'desc'): ReorderPlan {
  const position = new Map(list.map((row, index) => [row.id, index]));
  const unknown = ids.filter((id) => !position.has(id));
  if (unknown.length > 0) return { ok: false, unknown };

  // The ids are distinct (the contract says so), so they are a run exactly when they span as many places as they are.
  const places = ids.map((id) => position.get(id)!);
  const start = places.reduce((a, b) => Math.min(a, b));
  const end = places.reduce((a, b) => Math.max(a, b)) + 1;
  if (end - start !== ids.length) return { ok: false, notContiguous: true };

  /** Whether a row valued `a` sorts before one valued `b` whatever their tie-breakers say. */
  const before = (a: number, b: number) => (direction === 'asc' ? a < b : a > b);
  const values = list.slice(start, end).map((row) => row.order);
  const separated =
    values.every((value, index) => index === 0 || before(values[index - 1]!, value)) &&
    (start === 0 || before(list[start - 1]!.order, values[0]!)) &&
    (end === list.length || before(values[values.length - 1]!, list[end]!.order));

  const wanted = new Map<number, number>();
  if (separated) {
    ids.forEach((id, index) => wanted.set(id, values[index]!));
  } else {
    const sequence = [...list.slice(0, start).map((row) => row.id), ...ids, ...list.slice(end).map((row) => row.id)];
    sequence.forEach((id, index) => wanted.set(id, direction === 'asc' ? index + 1 : sequence.length - index));
  }
  const changes = list.filter((row) => wanted.has(row.id) && wanted.get(row.id) !== row.order).map((row) => ({ id: row.id, order: wanted.get(row.id)! }));
  return { ok: true, changes };
}
