/**
 * The media library part of the fake API: upload (the type decided from the bytes, as the API does),
 * the paged and searchable list with where each image is used, alt text with its version, and delete
 * refused while content uses the image. Mirrors the API's answers and messages.
 */
import {
  check,
  DEFAULT_MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_PAGE,
  MEDIA_TYPES,
  STALE_ITEM_MESSAGE,
  TOTAL_COUNT_HEADER,
  mediaAltStruct,
  mediaPath,
  mediaVariants,
  parseMediaPath,
  type MediaContentType,
  type MediaItem,
  type MediaListItem,
  type MediaUse,
} from '@folio/contracts';
import { HttpResponse } from 'msw';
import type { ResourceKey } from '../api/resources';
import { DEFINITION_LIST } from '../sections/definitions';
import type { RowContext } from '../sections/section-definition';
import type { Row } from './fixtures';

/**
 * The content that can show a library image, read from the console's definitions as the API reads
 * its own: the entity's name ('Case study'), its image fields, its markdown bodies, and how a row is named.
 */
const NO_NAMES: RowContext = { personaName: () => '', lookupName: () => null };
const MEDIA_USERS = DEFINITION_LIST.map((definition) => ({
  resource: definition.resource,
  entity: definition.labels.entity.charAt(0).toUpperCase() + definition.labels.entity.slice(1),
  labelOf: (row: Row) => definition.row(row as never, NO_NAMES).title,
  paths: definition.fields.filter((field) => field.kind === 'image').map((field) => field.name),
  bodies: definition.fields.filter((field) => field.kind === 'markdown').map((field) => field.name),
})).filter((user) => user.paths.length + user.bodies.length > 0);

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

function sniff(bytes: Uint8Array): MediaContentType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 12) === 'ftypavif') return 'image/avif';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(new TextDecoder().decode(bytes.slice(0, 512)))) return 'image/svg+xml';
  return null;
}

/** A PNG's size from its header; other types get a fixed size (the fake decodes nothing). */
function sizeOf(bytes: Uint8Array, type: MediaContentType): { width: number; height: number } {
  if (type !== 'image/png' || bytes.length < 24) return { width: 800, height: 600 };
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** 16 hex digits from the bytes (FNV-1a, 64 bits): the same bytes give the same name, as SHA-256 does for the API. */
function hashOf(bytes: Uint8Array): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}

export interface FakeMediaOptions {
  items?: MediaItem[];
  maxBytes?: number;
}

export function createFakeMedia(content: Record<ResourceKey, Row[]>, { items = [], maxBytes = DEFAULT_MEDIA_MAX_BYTES }: FakeMediaOptions = {}) {
  const media: MediaItem[] = items.map((item) => ({ ...item }));
  let nextId = Math.max(100, ...media.map((item) => item.id));
  let clock = Date.parse('2026-11-20T09:00:00.000Z');
  const now = () => new Date((clock += 1000)).toISOString();
  /** What each upload carried, for tests to check. */
  const uploads: { name: string; type: string; size: number; altText: string | null }[] = [];

  function usesOf(item: MediaItem): MediaUse[] {
    const paths = [item.path, ...item.variants.map((variant) => variant.path)];
    const hash = parseMediaPath(item.path)?.hash;
    return MEDIA_USERS.flatMap(({ resource, entity, labelOf, paths: fields, bodies }) =>
      content[resource].flatMap((row) => {
        const usedIn = [
          ...fields.filter((field) => paths.includes(String(row[field]))),
          ...bodies.filter((field) => hash !== undefined && String(row[field] ?? '').includes(`/media/${hash}-`)),
        ];
        return usedIn.map((field) => ({ entity, id: row.id, label: labelOf(row), field }));
      }),
    );
  }
  const listed = (item: MediaItem): MediaListItem => ({ ...item, usedBy: usesOf(item) });

  async function upload(request: Request): Promise<Response> {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return json({ message: MEDIA_MESSAGES.noFile }, 400);
    const altText = form!.get('altText');
    uploads.push({ name: file.name, type: file.type, size: file.size, altText: typeof altText === 'string' ? altText : null });
    if (file.size > maxBytes) return json({ message: MEDIA_MESSAGES.tooLarge(maxBytes) }, 413);
    const alt = check(mediaAltStruct, { altText });
    if (!alt.ok) return json({ message: 'Please correct the highlighted fields', fields: alt.fields }, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniff(bytes);
    if (!type) return json({ message: MEDIA_MESSAGES.unsupported }, 400);
    const { width, height } = sizeOf(bytes, type);
    const path = mediaPath(hashOf(bytes), width, height, MEDIA_TYPES[type]);
    const existing = media.find((item) => item.path === path);
    if (existing) return json(listed(existing), 200);
    const time = now();
    const item: MediaItem = {
      id: (nextId += 1),
      originalName: file.name,
      contentType: type,
      byteSize: file.size,
      width,
      height,
      altText: alt.value.altText,
      path,
      variants: mediaVariants(parseMediaPath(path)!),
      placeholder: null,
      createdAt: time,
      updatedAt: time,
    };
    media.push(item);
    return json(listed(item), 201);
  }

  function list(url: URL): Response {
    const query = url.searchParams;
    const limit = Math.min(Number(query.get('limit') ?? MEDIA_PAGE.defaultLimit), MEDIA_PAGE.maxLimit);
    const offset = Number(query.get('offset') ?? 0);
    const q = (query.get('q') ?? '').toLowerCase();
    const path = query.get('path');
    const matching = media
      .filter((item) => !q || `${item.originalName} ${item.altText}`.toLowerCase().includes(q))
      .filter((item) => !path || item.path === path || item.variants.some((variant) => variant.path === path))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return HttpResponse.json(matching.slice(offset, offset + limit).map(listed) as never, { headers: { [TOTAL_COUNT_HEADER]: String(matching.length) } });
  }

  function write(method: string, id: number, body: unknown): Response {
    const index = media.findIndex((item) => item.id === id);
    if (index < 0) return json({ message: 'Not found' }, 404);
    const item = media[index]!;
    if (method === 'DELETE') {
      const uses = usesOf(item);
      if (uses.length > 0) {
        const names = uses.map((use) => `the ${use.field} of ${use.entity} "${use.label}"`);
        const described = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
        return json({ message: MEDIA_MESSAGES.inUse(described), usedBy: uses }, 409);
      }
      media.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }
    const checked = check(mediaAltStruct, body);
    if (!checked.ok) return json({ message: 'Please correct the highlighted fields', fields: checked.fields }, 400);
    const updatedAt = (body as { updatedAt?: unknown } | undefined)?.updatedAt;
    if (updatedAt != null && updatedAt !== item.updatedAt) return json({ message: STALE_ITEM_MESSAGE }, 409);
    media[index] = { ...item, altText: checked.value.altText, updatedAt: now() };
    return json(listed(media[index]!));
  }

  return {
    media,
    uploads,
    /** Answers /api/admin/media[/id] once the session and, for writes, the CSRF token are checked. */
    route(method: string, path: string, request: Request, body: unknown): Promise<Response> | Response {
      const id = /^\/api\/admin\/media\/(\d+)$/.exec(path)?.[1];
      if (path === '/api/admin/media' && method === 'GET') return list(new URL(request.url));
      if (path === '/api/admin/media' && method === 'POST') return upload(request);
      if (id && method === 'GET') {
        const item = media.find((candidate) => candidate.id === Number(id));
        return item ? json(listed(item)) : json({ message: 'Not found' }, 404);
      }
      if (id && (method === 'PUT' || method === 'DELETE')) return write(method, Number(id), body);
      return json({ message: 'Not found' }, 404);
    },
  };
}
