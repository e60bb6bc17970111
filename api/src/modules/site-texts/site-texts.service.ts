import { TAG_TYPES, availabilityStruct, check, chooserCardStruct, defaultSiteTexts, siteTextsStruct, type SiteTexts } from '@folio/contracts';
import type { Struct } from 'superstruct';
import { isObject, parsedJson } from '../../db/document-row.js';
import type { Db } from '../../db/knex.js';
import { siteTextsRepository as repository } from './site-texts.repository.js';

/** A stored value as its contract reads it now (a blank optional text is null), or the default (also for a part the document does not have). */
function readOr<T>(struct: Struct<unknown, unknown>, value: unknown, fallback: T): T {
  if (value === undefined) return fallback;
  const result = check(struct, value);
  return result.ok ? ((result.value ?? null) as T) : fallback;
}

/**
 * The texts a stored document gives: each part as the contract reads it now, and the default for a
 * part that no longer passes it (a document of an older version, unreadable JSON, none at all), so
 * that a change of the contract never takes a page's words away.
 */
export function textsFromStored(text: string | null): SiteTexts {
  const stored = parsedJson(text);
  const defaults = defaultSiteTexts();
  if (!isObject(stored)) return defaults;
  const fields = siteTextsStruct.schema as Record<keyof SiteTexts, Struct<unknown, unknown>>;
  const cards = isObject(stored.chooserCards) ? stored.chooserCards : {};
  const availability = isObject(stored.availability) ? stored.availability : {};
  return {
    chooserSubtitle: readOr(fields.chooserSubtitle, stored.chooserSubtitle, defaults.chooserSubtitle),
    chooserOrder: readOr(fields.chooserOrder, stored.chooserOrder, defaults.chooserOrder),
    chooserCards: Object.fromEntries(
      TAG_TYPES.map((type) => [type, readOr(chooserCardStruct as Struct<unknown, unknown>, cards[type], defaults.chooserCards[type])]),
    ) as SiteTexts['chooserCards'],
    blogIntro: readOr(fields.blogIntro, stored.blogIntro, defaults.blogIntro),
    contactIntro: readOr(fields.contactIntro, stored.contactIntro, defaults.contactIntro),
    contactReplyPromise: readOr(fields.contactReplyPromise, stored.contactReplyPromise, defaults.contactReplyPromise),
    availableFor: readOr(fields.availableFor, stored.availableFor, defaults.availableFor),
    availability: Object.fromEntries(
      TAG_TYPES.map((type) => [type, readOr(availabilityStruct as Struct<unknown, unknown>, availability[type], defaults.availability[type])]),
    ) as SiteTexts['availability'],
    skillsDisplay: readOr(fields.skillsDisplay, stored.skillsDisplay, defaults.skillsDisplay),
  };
}

/** The owner's words on the public pages: defaultSiteTexts() until the first save. */
export const siteTextsService = {
  async get(db: Db): Promise<SiteTexts> {
    return textsFromStored(await repository.read(db));
  },

  /** Stores texts the contract has already checked (siteTextsStruct); answers them as read back. */
  async save(db: Db, texts: unknown): Promise<SiteTexts> {
    await repository.write(db, JSON.stringify(texts));
    return siteTextsService.get(db);
  },
};
