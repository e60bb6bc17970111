/** Reordering and undoing a delete (api/src/modules/content/ordering/), described for every kind of admin content. */
import { MAX_REORDER_IDS, REORDER_RULES } from '@folio/contracts';
import { toCamel } from '../../db/rows.js';
import type { Orderable } from '../content/ordering/orderable.js';
import { contentEntries, type KindDocs } from '../content/index.js';
import { RESTORE_INPUT, ref, schemaName } from './components.js';
import { NO_CONTENT, answer, type Described } from './described.js';

const sortOf = (kind: Orderable) =>
  kind.orderBy.map(([column, direction]) => `\`${toCamel(column)}\` ${direction === 'asc' ? 'ascending' : 'descending'}`).join(', then ');

function orderingRoutes(kind: Orderable, name: string, docs: KindDocs | null): Record<string, Described> {
  const tag = kind.adminPath.replace(/^\/admin\//, '');
  const plural = tag.split('/').pop()!.replace(/-/g, ' ');
  const pascalPlural = tag.replace(/(?:^|[/-])(\w)/g, (_, letter: string) => letter.toUpperCase());
  const entity = kind.entity.toLowerCase();
  const anEntity = `${/^[aeiou]/.test(entity) ? 'an' : 'a'} ${entity}`;
  const run = docs?.reorderRun ?? `a run of neighbouring items of the list \`GET /api${kind.adminPath}\` shows (the whole list, or part of it)`;
  return {
    [`PUT /api${kind.adminPath}/order`]: {
      tag,
      operationId: `reorder${pascalPlural}`,
      summary: `Reorder the ${plural}`,
      description:
        `\`ids\`: ${run}, in their new order. The list is sorted by ${sortOf(kind)}; the API renumbers \`displayOrder\` so that it shows ` +
        'them so at the same place, every other item keeping its place (items of equal `displayOrder` are numbered apart). ' +
        'One transaction; only items whose `displayOrder` changes are written, each with a new `updatedAt`, so that a PUT with the one loaded ' +
        `before answers 409. 400 in \`fields.ids\`: not a list of ids, none, more than ${MAX_REORDER_IDS.toLocaleString('en-US')}, an id twice, ` +
        `ids of no ${entity} ('${REORDER_RULES.unknown(kind.entity, [7])}'), or ids that are not neighbours in the list as it is now ` +
        `('${REORDER_RULES.notContiguous}'). Nothing is stored then.`,
      body: 'ReorderInput',
      responses: NO_CONTENT,
    },
    [`POST /api${kind.adminPath}/restore`]: {
      tag,
      operationId: `restore${name}`,
      summary: `Undo the delete of ${anEntity}`,
      description:
        `${RESTORE_INPUT} It is stored again under that id with ` +
        (docs?.restoredWith ?? 'its persona assignments, if any') +
        ', and a new `updatedAt`. 409 when an item has that id now' +
        (kind.unique ? ', or its slug is taken (`fields.slug`)' : '') +
        ". 400 for an id the list never handed out ('No … ever had id …': the auto-increment counter never moves), and naming each persona" +
        (docs?.restoreRefersTo ? `, ${docs.restoreRefersTo}` : '') +
        " it refers to that no longer exists. What other content pointed at it (assignments to a persona, a category's posts) is not restored. " +
        'Nothing is stored on a refusal.',
      body: `${name}RestoreInput`,
      responses: { 201: answer(`The ${entity}, as its GET answers it.`, ref(name)) },
      errors: [409],
    },
  };
}

export const orderingOperations = (): Record<string, Described> =>
  Object.assign(
  {},
  ...contentEntries().map((entry) => orderingRoutes(entry.orderable, schemaName(entry), entry.docs)),
);
