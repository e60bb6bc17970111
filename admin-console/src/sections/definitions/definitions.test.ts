import { ADMIN_COLLECTIONS } from '@folio/contracts';
import { pathsOf, RESOURCE_KEYS, type ResourceKey } from '../../api/resources';
import { SECTIONS } from '../../app/dashboard/sections';
import { CONTENT_SECTIONS, kindsOf, listPath, sectionOf } from '../navigation/console-routes';
import SECTION_TABS from '../../test/section-tabs.json';
import { DEFINITION_LIST, DEFINITIONS } from '.';

/**
 * A kind of content is one entry in @folio/contracts (ContentTypes), one API definition, one
 * console definition and one migration (docs/new-content-kind.md). These checks fail when a console
 * definition is incomplete or clashes with another, whatever kind it is for.
 */
const unique = (values: readonly string[]) => new Set(values).size === values.length;

test('every kind has one complete definition under its own key, in the order of its routes', () => {
  expect(RESOURCE_KEYS).toEqual(Object.keys(DEFINITIONS));
  for (const [key, definition] of Object.entries(DEFINITIONS)) {
    expect(definition.resource).toBe(key);
    const api = pathsOf(key as ResourceKey);
    expect(api.list).toMatch(/^[a-z][a-z/-]*$/);
    expect(api.write).toMatch(/^admin\/[a-z/-]+$/);
    const { title, description, noun, entity, loading, empty } = definition.labels;
    for (const text of [title, description, noun, entity, loading, empty]) expect(text.trim()).not.toBe('');
    expect(entity).toBe(entity.toLowerCase());
    expect(definition.fields.length).toBeGreaterThan(0);
    expect(unique(definition.fields.map((field) => field.name))).toBe(true);
    // The empty form has a value for every field the form shows.
    for (const field of definition.fields) expect(definition.defaults).toHaveProperty(field.name);
    if (api.paged) expect(definition.paging).toBeDefined();
  }
});

test('each simple collection of the contracts has its definition, at /api/admin/<collection>', () => {
  for (const collection of ADMIN_COLLECTIONS) expect(pathsOf(DEFINITIONS[collection].resource).write).toBe(`admin/${collection}`);
});

test('cache tags, API paths and console addresses are each used by one kind only', () => {
  const resources = DEFINITION_LIST.map((definition) => definition.resource);
  expect(unique(resources)).toBe(true);
  expect(unique(DEFINITION_LIST.map((definition) => pathsOf(definition.resource).list))).toBe(true);
  expect(unique(DEFINITION_LIST.map((definition) => pathsOf(definition.resource).write))).toBe(true);
  expect(unique(resources.map(listPath))).toBe(true);
});

test('lookups name kinds that have definitions', () => {
  for (const definition of DEFINITION_LIST) {
    if (definition.rowLookup) expect(DEFINITIONS).toHaveProperty(definition.rowLookup);
    for (const field of definition.fields) {
      if (field.kind === 'lookup-select' || field.kind === 'lookup-checkboxes') expect(DEFINITIONS).toHaveProperty(field.from);
    }
  }
});

test('every definition appears in exactly one tab: its own or its group’s, in the spec’s order and words', () => {
  for (const definition of DEFINITION_LIST) {
    const own = CONTENT_SECTIONS.filter((tab) => tab.key === definition.resource).length;
    const grouped = definition.group ? CONTENT_SECTIONS.filter((tab) => tab.key === definition.group!.key).length : 0;
    expect(own + grouped).toBe(1);
    expect(kindsOf(sectionOf(definition.resource))).toContain(definition.resource);
  }
  expect(unique(SECTIONS.map((tab) => tab.key))).toBe(true);
  expect(SECTIONS.map((tab) => tab.label)).toEqual(SECTION_TABS);
  expect(kindsOf('blog').map((resource) => DEFINITIONS[resource].labels.title)).toEqual(['Blog Posts', 'Categories', 'Tags']);
});
