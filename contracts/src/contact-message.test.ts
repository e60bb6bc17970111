import { fieldErrors } from './errors.js';
import { CONTACT_LIMITS, CONTACT_PAGE_RULE, ONE_LINE_RULES, contactMessageStruct, contactSubjectsStruct } from './messages.js';

const message = (changes: Record<string, unknown>) => ({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', ...changes });
/** The errors a contact message with `changes` gets, of its name and subject only. */
const lineErrors = (changes: Record<string, unknown>) => {
  const { name, subject } = fieldErrors(contactMessageStruct, message(changes));
  return { name, subject };
};

describe("a contact message's name and subject: one line, shown as typed", () => {
  // Each embedding, override, isolate and mark: a name such as 'Ada\u202Eecilop' shows 'Adapolice' in the inbox.
  const directionControls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];

  it.each(directionControls.map((char) => [`U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, char]))(
    'refuses the text-direction control %s in a name and a subject',
    (_code, char) => {
      expect(lineErrors({ name: `Ada${char}ecilop`, subject: `Hiring${char}` })).toEqual({ name: ONE_LINE_RULES.textDirection, subject: ONE_LINE_RULES.textDirection });
    },
  );

  it.each([0x80, 0x85, 0x8d, 0x9b, 0x9f].map((code) => [`U+${code.toString(16).toUpperCase().padStart(4, '0')}`, String.fromCharCode(code)]))(
    'refuses the C1 control character %s in a name and a subject',
    (_code, char) => {
      expect(lineErrors({ name: `Ada${char}Bcc: x@example.com`, subject: `Hi${char}ring` })).toEqual({ name: ONE_LINE_RULES.controlCharacter, subject: ONE_LINE_RULES.controlCharacter });
    },
  );

  it.each(['=?utf-8?b?QmNjOiB4QGV4YW1wbGUuY29t?=', 'Ada =?ISO-8859-1?Q?Lovelace?=', 'x=?'])('refuses the encoded-word opener in %j, not an equals sign or a question mark alone', (text) => {
    expect(lineErrors({ name: text, subject: text })).toEqual({ name: ONE_LINE_RULES.encodedWord, subject: ONE_LINE_RULES.encodedWord });
    // Any script, accents, '=' and '?' apart: still taken.
    for (const fine of ['Zoë Ångström', 'محمد', 'אדה', '李雷', 'Is 2+2=4?', 'What? = fine']) {
      expect([fine, lineErrors({ name: fine, subject: fine })]).toEqual([fine, { name: undefined, subject: undefined }]);
    }
  });

  it("keeps the owner's subject lists to the same rule", () => {
    const lists = (subject: string) => fieldErrors(contactSubjectsStruct, { enterprise: [subject], business: [], fitness: [] });
    expect(lists('Hiring\u202e')).toEqual({ enterprise: ONE_LINE_RULES.textDirection });
    expect(lists('=?utf-8?q?x?=')).toEqual({ enterprise: ONE_LINE_RULES.encodedWord });
    expect(lists('A\u0085B')).toEqual({ enterprise: ONE_LINE_RULES.controlCharacter });
  });
});

describe("a contact message's page: a path of this site", () => {
  it.each(['/', '/?persona=business', '/blog?persona=fitness', '/blog/a-post', '/?persona=business#contact', '/%2F%2Fevil.example'])(
    'accepts %j, and refuses it with a second leading slash (another host)',
    (page) => {
      expect(fieldErrors(contactMessageStruct, message({ page }))).toEqual({});
      expect(fieldErrors(contactMessageStruct, message({ page: `/${page}` }))).toEqual({ page: CONTACT_PAGE_RULE });
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/?persona=business',
    'https://evil.example/',
    'evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a\u0000b',
    '/a\u0085b',
    '/a\u202eb',
    '/a b',
    '?persona=business',
    '#contact',
  ])('refuses %j, naming the field', (page) => {
    expect(fieldErrors(contactMessageStruct, message({ page }))).toEqual({ page: CONTACT_PAGE_RULE });
  });

  it(`takes no page (missing, null or blank) as none, and refuses text that is not a path or is longer than ${CONTACT_LIMITS.page} characters`, () => {
    for (const page of [undefined, null, '', '   ']) expect(fieldErrors(contactMessageStruct, message({ page }))).toEqual({});
    expect(fieldErrors(contactMessageStruct, message({ page: `/${'a'.repeat(CONTACT_LIMITS.page - 1)}` }))).toEqual({});
    expect(fieldErrors(contactMessageStruct, message({ page: `//${'a'.repeat(CONTACT_LIMITS.page - 2)}` }))).toEqual({ page: CONTACT_PAGE_RULE });
    expect(fieldErrors(contactMessageStruct, message({ page: `/${'a'.repeat(CONTACT_LIMITS.page)}` }))).toEqual({ page: `Must be at most ${CONTACT_LIMITS.page} characters` });
    expect(fieldErrors(contactMessageStruct, message({ page: 7 }))).toEqual({ page: 'Must be text' });
  });
});
