import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { fromDbDateTime, nowForDb } from '../../db/dates.js';
import { loadLinks, replaceLinks, type LinkTable } from '../../db/links.js';
import { camelKeys, snakeKeys } from '../../db/rows.js';
import { withMediaInfo } from './media-fields.js';
import type { CollectionDefinition, Entity } from './collection-definition.js';
import { updateVersioned, type VersionedWrite } from './item-version.js';
import { recordSlug, slugBefore, withSlug } from './slugs.js';

export type ListFilter = { personaId: number | null; publicOnly: boolean };

/** Every SQL statement of the simple collections, driven by their definitions. */
export const collectionsRepository = {
  async list(db: Db, def: CollectionDefinition, filter: ListFilter): Promise<Entity[]> {
    const query = db(def.table).select(`${def.table}.*`);
    if (filter.publicOnly && def.publicOnly) query.where(def.publicOnly);
    if (filter.personaId !== null) applyPersonaFilter(query, def, filter.personaId);
    for (const [column, direction] of def.orderBy) query.orderBy(`${def.table}.${column}`, direction);
    return hydrate(db, def, await query);
  },

  async findById(db: Db, def: CollectionDefinition, id: number): Promise<Entity | undefined> {
    const rows = await db(def.table).where({ id });
    const [entity] = await hydrate(db, def, rows);
    return entity;
  },

  /** Every insert (a create, a restore, the seed): a blank slug made, the slug no redirect any more (slugs.ts). */
  async insert(trx: Db, def: CollectionDefinition, given: Record<string, unknown>): Promise<number> {
    const values = await withSlug(trx, def, given);
    const [id] = await trx(def.table).insert({ ...toRow(def, values), updated_at: nowForDb() });
    if (hasLinks(def)) await replaceLinks(trx, personaLinks(def), Number(id), values.personaIds as number[]);
    await recordSlug(trx, def, Number(id), values.slug);
    return Number(id);
  },

  /** Changes the row only if it is still the version `lockVersion` read (409 otherwise), then its persona links and former slug. */
  async update(trx: Db, def: CollectionDefinition, id: number, given: Record<string, unknown>, version: VersionedWrite): Promise<void> {
    const before = await slugBefore(trx, def, id);
    const values = await withSlug(trx, def, given, id);
    await updateVersioned(trx, def.table, id, version, toRow(def, values));
    if (hasLinks(def)) await replaceLinks(trx, personaLinks(def), id, values.personaIds as number[]);
    await recordSlug(trx, def, id, values.slug, before);
  },

  async findBySlug(db: Db, def: CollectionDefinition, slug: string): Promise<Entity | undefined> {
    const rows = await db(def.table).where({ slug });
    const [entity] = await hydrate(db, def, rows);
    return entity;
  },

  async remove(trx: Db, def: CollectionDefinition, id: number): Promise<number> {
    return trx(def.table).where({ id }).delete();
  },
};

type LinkScope = Extract<CollectionDefinition['personas'], { table: string }>;
const hasLinks = (def: CollectionDefinition): def is CollectionDefinition & { personas: LinkScope } => 'table' in def.personas;
const personaLinks = (def: CollectionDefinition & { personas: LinkScope }): LinkTable => ({
  table: def.personas.table,
  key: def.personas.key,
  valueKey: 'persona_id',
});

function applyPersonaFilter(query: Knex.QueryBuilder, def: CollectionDefinition, personaId: number): void {
  const scope = def.personas;
  if (scope.kind === 'none') return;
  if (scope.kind === 'self') {
    query.where(`${def.table}.id`, personaId);
    return;
  }
  const linked = (sub: Knex.QueryBuilder, persona?: number) => {
    sub.select(1).from(scope.table).whereRaw('??.?? = ??.id', [scope.table, scope.key, def.table]);
    if (persona !== undefined) sub.andWhere(`${scope.table}.persona_id`, persona);
  };
  query.where((where) => {
    if (scope.kind === 'owner-and-links') where.where(`${def.table}.persona_id`, personaId);
    else where.whereNotExists((sub) => linked(sub));
    where.orWhereExists((sub) => linked(sub, personaId));
  });
}

/** Converts rows to entities and attaches personaIds with one query for the whole list. */
async function hydrate(db: Db, def: CollectionDefinition, rows: Array<Record<string, unknown>>): Promise<Entity[]> {
  let entities = rows.map((row) => fromRow(def, row));
  if (hasLinks(def)) {
    const personaIds = await loadLinks(db, personaLinks(def), entities.map((entity) => entity.id));
    entities = entities.map((entity) => ({ ...entity, personaIds: personaIds.get(entity.id) ?? [] }));
  }
  entities = await withMediaInfo(db, entities, def.media);
  return def.decorate ? def.decorate(db, entities) : entities;
}

function fromRow(def: CollectionDefinition, row: Record<string, unknown>): Entity {
  const entity = camelKeys(row);
  for (const field of def.booleans ?? []) entity[field] = Boolean(entity[field]);
  for (const field of def.jsonColumns ?? []) entity[field] = JSON.parse(String(entity[field] ?? '[]'));
  return { ...entity, id: Number(entity.id), updatedAt: fromDbDateTime(entity.updatedAt) } as Entity;
}

function toRow(def: CollectionDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const { personaIds: _links, ...columns } = values;
  for (const field of def.jsonColumns ?? []) columns[field] = JSON.stringify(columns[field] ?? []);
  return snakeKeys(columns);
}
