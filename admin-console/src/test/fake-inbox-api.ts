/**
 * The contact inbox part of the fake API (docs/leads.md): the paged, filtered list, the summary, a
 * message read, moved, deleted (kept whole for Undo) and restored, and the contact form's subject
 * lists, checked with the same contracts as the API.
 */
import {
  check,
  contactSubjectsStruct,
  DEFAULT_CONTACT_SUBJECTS,
  MESSAGE_FOLDERS,
  MESSAGE_PAGE_SIZE,
  messageChangeStruct,
  TAG_TYPES,
  type ContactMessage,
  type ContactSubjects,
  type MessageSummary,
} from '@folio/contracts';
import { HttpResponse } from 'msw';

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
const DAY = 24 * 60 * 60 * 1000;

export interface FakeInboxOptions {
  messages?: ContactMessage[];
  /** Lists the owner has set (the others are the defaults). */
  subjects?: Partial<ContactSubjects>;
  /** Whether the API emails the owner about new messages (the summary's `mailConfigured`); on unless told. */
  mailConfigured?: boolean;
}

export function createFakeInbox({ messages: seed = [], subjects: setLists = {}, mailConfigured = true }: FakeInboxOptions = {}) {
  const messages: ContactMessage[] = seed.map((message) => ({ ...message }));
  const deleted = new Map<number, ContactMessage>();
  let subjects: ContactSubjects = { ...DEFAULT_CONTACT_SUBJECTS, ...setLists };

  function list(url: URL): Response {
    const query = url.searchParams;
    const folder = query.get('folder') ?? 'inbox';
    if (!(MESSAGE_FOLDERS as readonly string[]).includes(folder)) return json({ message: 'Folder must be one of inbox, spam, archived', fields: { folder: 'Folder must be one of inbox, spam, archived' } }, 400);
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const pageSize = Number(query.get('pageSize') ?? MESSAGE_PAGE_SIZE);
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = messages
      .filter((message) => message.folder === folder)
      .filter((message) => query.get('unread') !== 'true' || !message.read)
      .filter((message) => !query.get('persona') || message.persona === query.get('persona'))
      .filter((message) => !query.get('subject') || message.subject === query.get('subject'))
      .filter((message) => words.every((word) => `${message.name} ${message.email} ${message.subject ?? ''} ${message.message}`.toLowerCase().includes(word)))
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id - a.id);
    return json({ items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize });
  }

  function summary(): MessageSummary {
    const now = Date.now();
    const kept = messages.filter((message) => message.folder !== 'spam');
    const within = (persona: ContactMessage['persona'], days: number) =>
      kept.filter((message) => message.persona === persona && now - Date.parse(message.receivedAt) <= days * DAY).length;
    return {
      mailConfigured,
      unread: messages.filter((message) => message.folder === 'inbox' && !message.read).length,
      spam: messages.filter((message) => message.folder === 'spam').length,
      failedEmails: messages.filter((message) => message.notify === 'failed').length,
      overCapToday: messages.filter((message) => message.folder === 'spam' && message.spamReason === 'daily-cap' && message.receivedAt.slice(0, 10) === new Date(now).toISOString().slice(0, 10)).length,
      byPersona: [...TAG_TYPES, null].map((persona) => ({ persona, last7: within(persona, 7), last30: within(persona, 30), last90: within(persona, 90) })),
    };
  }

  function one(method: string, id: number, action: string | undefined, body: unknown): Response {
    if (action === 'restore' && method === 'POST') {
      const message = deleted.get(id);
      if (!message) return json({ message: 'Message not found' }, 404);
      deleted.delete(id);
      messages.push(message);
      return json(message);
    }
    if (action) return json({ message: 'Not found' }, 404);
    const index = messages.findIndex((message) => message.id === id);
    if (index < 0) return json({ message: 'Message not found' }, 404);
    const message = messages[index]!;
    if (method === 'GET') return json(message);
    if (method === 'DELETE') {
      messages.splice(index, 1);
      deleted.set(id, message);
      return new HttpResponse(null, { status: 204 });
    }
    if (method === 'PATCH') {
      const change = check(messageChangeStruct, body);
      if (!change.ok) return json({ message: 'Please correct the highlighted fields', fields: change.fields }, 400);
      const { read, folder, replied, note } = body as { read?: boolean; folder?: ContactMessage['folder']; replied?: boolean; note?: string | null };
      const next = { ...message, ...(read === undefined ? {} : { read }), ...(folder === undefined ? {} : { folder }) };
      if (replied !== undefined) next.repliedAt = replied ? new Date().toISOString() : null;
      if (note !== undefined) next.note = note?.trim() || null;
      if (folder === 'spam' && message.folder !== 'spam') next.spamReason = 'owner';
      if (folder && folder !== 'spam') next.spamReason = null;
      messages[index] = next;
      return json(next);
    }
    return json({ message: 'Not found' }, 404);
  }

  function putSubjects(body: unknown): Response {
    const checked = check(contactSubjectsStruct, body);
    if (!checked.ok) return json({ message: 'Please correct the highlighted fields', fields: checked.fields }, 400);
    subjects = checked.value as ContactSubjects;
    return json(subjects);
  }

  return {
    messages,
    deleted,
    get subjects() {
      return subjects;
    },
    /** Answers /api/admin/messages… and /api/admin/contact/subjects once the session and, for writes, the CSRF token are checked. */
    route(method: string, path: string, request: Request, body: unknown): Response {
      if (path === '/api/admin/contact/subjects') {
        if (method === 'GET') return json(subjects);
        if (method === 'PUT') return putSubjects(body);
        return json({ message: 'Not found' }, 404);
      }
      if (path === '/api/admin/messages' && method === 'GET') return list(new URL(request.url));
      if (path === '/api/admin/messages/summary' && method === 'GET') return json(summary());
      const match = /^\/api\/admin\/messages\/(\d+)(?:\/(\w+))?$/.exec(path);
      if (match) return one(method, Number(match[1]), match[2], body);
      return json({ message: 'Not found' }, 404);
    },
  };
}
