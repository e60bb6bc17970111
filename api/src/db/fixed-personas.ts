import { PERSONA_IDS, PERSONA_TITLES, TAG_TYPES, check, personaStruct, type PersonaInput, type TagType } from '@folio/contracts';
import type { Db } from './knex.js';
import { nowForDb } from './dates.js';
import { snakeKeys } from './rows.js';

/**
 * Neutral stand-ins for the three personas whose ids the spec fixes (fitness 1, enterprise 4, business
 * 5): the same words the public site shows where a persona has no entry, so an empty site reads the same
 * before and after, and the owner edits them in the console. The sample portfolio has its own.
 */
const NEUTRAL: Record<TagType, Pick<PersonaInput, 'subtitle' | 'description' | 'displayOrder'>> = {
  enterprise: {
    subtitle: 'Solutions Architect',
    description: 'Architecture, platforms and delivery practices that keep complex systems calm and understandable.',
    displayOrder: 1,
  },
  business: {
    subtitle: 'Founder and Automation Consultant',
    description: 'Processes first, tools second: dependable workflows that a small team can understand and own.',
    displayOrder: 2,
  },
  fitness: {
    subtitle: 'Strength and Conditioning Coach',
    description: 'Coaching and training plans that fit real calendars and build habits that last.',
    displayOrder: 3,
  },
};

function neutralPersona(type: TagType) {
  const result = check(personaStruct, {
    title: PERSONA_TITLES[type],
    imagePath: `/images/personas/${type}.svg`,
    tagType: type,
    ...NEUTRAL[type],
  });
  if (!result.ok) throw new Error(`The neutral ${type} persona is invalid: ${JSON.stringify(result.fields)}`);
  return result.value;
}

/**
 * Inserts whichever of the fixed personas is missing (an empty start, or one deleted in the console),
 * so the chooser, persona pages and hero items always have the ids they are built on. Returns the
 * ids it inserted.
 */
export async function ensureFixedPersonas(db: Db): Promise<number[]> {
  return db.transaction(async (trx) => {
    const present = new Set((await trx('personas').whereIn('id', Object.values(PERSONA_IDS)).pluck('id')).map(Number));
    const missing = TAG_TYPES.filter((type) => !present.has(PERSONA_IDS[type]));
    for (const type of missing) await trx('personas').insert({ id: PERSONA_IDS[type], ...snakeKeys(neutralPersona(type)), updated_at: nowForDb() });
    return missing.map((type) => PERSONA_IDS[type]);
  });
}
