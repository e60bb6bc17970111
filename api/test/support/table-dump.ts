import { engineOf, type Db } from '../../src/db/knex.js';
import { dataTables, tableShape } from '../../src/backup/schema.js';

/** Every row of each content table (what a backup holds: no sessions, secrets or sign-in counters), as JSON text per table. */
export type TableDump = Map<string, string>;

/** Dumps the content tables (or only those named), ordered by primary key; the tables and their keys are read once per database. */
export function tableDumper(db: Db): (only?: readonly string[]) => Promise<TableDump> {
  let shapes: Promise<Array<{ name: string; orderBy: string[] }>> | undefined;
  const readShapes = async () => {
    const engine = engineOf(db);
    const names = await dataTables(db, engine);
    return Promise.all(
      names.map(async (name) => {
        const { columns, primaryKey } = await tableShape(db, engine, name);
        return { name, orderBy: primaryKey.length > 0 ? primaryKey : columns };
      }),
    );
  };
  return async (only) => {
    shapes ??= readShapes();
    const dump: TableDump = new Map();
    for (const { name, orderBy } of await shapes) {
      if (!only || only.includes(name)) dump.set(name, JSON.stringify(await db(name).select('*').orderBy(orderBy)));
    }
    return dump;
  };
}

/** The tables whose rows differ between two dumps. */
export function changedTables(before: TableDump, after: TableDump): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
