import type { Parsed } from '@folio/contracts';
import type { Struct } from 'superstruct';
import { parseBody } from '../../http/input.js';
import type { ContentValues } from './collection-definition.js';
import { sanitizeFields } from './html.js';

/** A request body checked as the contract says (400 naming each field otherwise), the rich-text fields cleaned first. */
export const parseContent = <T extends ContentValues>(kind: { struct: Struct<T, unknown>; htmlFields?: readonly string[] }, body: unknown): Parsed<T> =>
  parseBody(kind.struct, sanitizeFields(body, kind.htmlFields));
