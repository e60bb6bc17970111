import type { SelectOption } from '@folio/shared-ui';
import type { ComponentType } from 'react';
import type { Struct } from 'superstruct';
import type { Entity } from '../api/resource-endpoints';
import type { ItemOf, ResourceKey } from '../api/resources';

interface FieldBase {
  /** The contract field it edits. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Spans both columns of the form grid on wide screens. */
  wide?: boolean;
}

/** One field of a form and the widget that edits it. */
/** What a widget supplied by a feature is given (the generic section renders it without knowing the feature). */
export interface FieldWidgetProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

export type FieldSpec = FieldBase &
  (
    | { kind: 'text'; type?: 'text' | 'url'; placeholder?: string; autoComplete?: string; suggestions?: readonly string[] }
    | { kind: 'textarea'; rows?: number; monospace?: boolean; placeholder?: string }
    | { kind: 'number'; placeholder?: string; min?: number; max?: number }
    | { kind: 'select'; options: readonly SelectOption[]; placeholder?: string; blankValue?: '' | null }
    | { kind: 'checkbox' }
    | { kind: 'slider'; min: number; max: number; step: number; unit?: string }
    /**
     * One item of another kind, chosen by its id from that kind's list (e.g. a post's category); the
     * choices are named as that kind's rows are. `placeholder`: the blank choice's text once loaded;
     * `blankValue: null` lets it be none.
     */
    | { kind: 'lookup-select'; from: ResourceKey; loading: string; placeholder: string; blankValue?: null }
    /** Items of another kind, ticked by their ids (e.g. a post's tags). `empty`: the text when there are none. */
    | { kind: 'lookup-checkboxes'; from: ResourceKey; loading: string; empty: string }
    /** 'Assign to Personas': checkboxes from GET /api/personas (every kind of content may be assigned to personas). */
    | { kind: 'persona-checkboxes' }
    /** A slug, filled from another field while it still follows it. */
    | { kind: 'slug'; from: string }
    /** A Markdown text; `widget`: its editor, with its preview (a post's body: features/blog's PostBodyEditor). */
    | { kind: 'markdown'; widget: ComponentType<FieldWidgetProps> }
    /** A date and time in the owner's time zone, held as an ISO instant or null. */
    | { kind: 'datetime' }
    /** An image's path or address: typed, uploaded (button or drop), or chosen from the media library. */
    /** `widget`: the media library's image field (imageField in definitions/shared-fields.ts gives it). */
    | { kind: 'image'; placeholder?: string; widget: ComponentType<FieldWidgetProps> }
    /** HTML edited as formatted text, with its source on demand (`widget`: features/rich-text's field, which a definition hands over). */
    | { kind: 'rich-text'; widget: ComponentType<FieldWidgetProps> }
  );

/** Names the console can show for ids found in rows. */
export interface RowContext {
  /** A persona's title, or 'Unknown' when the id resolves to none. */
  personaName(id: number | null | undefined): string;
  /** The name of an item of the definition's `rowLookup` kind (e.g. a post's category), or null. */
  lookupName(id: number | null | undefined): string | null;
}

export interface RowBadge {
  label: string;
  variant?: 'solid' | 'soft' | 'outline';
}

/** What a list row shows. */
export interface RowView {
  title: string;
  subtitle?: string | null;
  /** A small image (logo, icon, picture) shown at the start of the row. */
  image?: string | null;
  /** Clamped to the definition's `clampLines`. */
  description?: string | null;
  badges?: RowBadge[];
  /** Short label/value pairs, e.g. Button: https://example.com/… */
  details?: { label: string; value: string }[];
  /** Persona ids shown as their names ('Unknown' when unresolvable). */
  personaIds?: readonly number[];
}

export interface SectionLabels {
  /** Card title and tab (or group subsection) label, e.g. 'Companies'. */
  title: string;
  description: string;
  /** The noun of 'Add X' / 'Update X', e.g. 'Company', 'Hero Item'. */
  noun: string;
  /** The spec's word for toasts, lower case: 'company', 'education entry', 'hero item', 'post'. */
  entity: string;
  loading: string;
  empty: string;
}

/** The filters of a paged list, as query parameters (empty means no filter). */
export type ListFilters = Record<string, string>;

export interface ListFiltersProps {
  filters: ListFilters;
  onChange(filters: ListFilters): void;
  /** How many rows match them, once known. */
  total?: number;
}

/** A dashboard tab holding several kinds (e.g. Blog); its first kind is the one it opens on. */
export interface SectionGroup {
  key: string;
  /** The tab's label. */
  label: string;
}

/** Everything the generic section needs to manage one kind of content. */
export interface SectionDefinition<K extends ResourceKey = ResourceKey> {
  resource: K;
  /** The tab it sits under; absent, it has its own dashboard tab, labelled `labels.title`. */
  group?: SectionGroup;
  /** The kind whose names its rows show (RowContext.lookupName), e.g. a post's category. */
  rowLookup?: ResourceKey;
  labels: SectionLabels;
  /** The contract from @folio/contracts: the form validates with it and sends what it yields. */
  struct: Struct<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  fields: readonly FieldSpec[];
  /** The values of an empty form (the admin defaults of the spec's entities). */
  defaults: Record<string, unknown>;
  /** An item as form values (default: the item itself). */
  toFormValues?(item: ItemOf<K>): Record<string, unknown>;
  row(item: ItemOf<K>, context: RowContext): RowView;
  /** Lines of description shown in a row (the spec: 2, hero items 3). */
  clampLines?: 2 | 3;
  /** 'card' (default) or 'plain' (Case Studies, Blog: no card around the list). */
  frame?: 'card' | 'plain';
  /** 'replace' (default): the form takes the list's place; 'beside': a card above (narrow) or beside (wide) the list. */
  formPlacement?: 'replace' | 'beside';
  /**
   * For a paged list (`api.paged`): rows per page, the filters above the list and
   * their names, which are also the address's query parameters (?status=draft&q=…) beside `page`.
   */
  paging?: {
    pageSize: number;
    Filters?: ComponentType<ListFiltersProps>;
    filterNames?: readonly string[];
    /** Whether the rows show the order a drag changes under these filters (default: when none is set). */
    reorderable?: (filters: ListFilters) => boolean;
  };
  /** Where the list lives under /admin (default: the resource, e.g. 'companies'); forms are <path>/new and <path>/<id>. */
  path?: string;
  /** A paged list with a manual order (`sort=manual`, highest displayOrder first: posts): a new item's form starts one above its top row, so new items come first there. */
  newItemsFirst?: boolean;
  /** What is typed is saved in this browser as it changes (a second or so later) and offered back if the form is left unsaved by a crash or a closed tab. */
  autosave?: boolean;
  /** Where the item shows on the public site ('View on site' beside its row and in its form), or null where it has no place of its own. */
  publicPath?(item: ItemOf<K>): string | null;
  /** Extra buttons of the edit form (a post's History); they read the form through react-final-form. */
  FormTools?: ComponentType<{ item: Entity }>;
  /** A live preview shown beside the form (below it on narrow screens); it reads the form's values through react-final-form. */
  preview?: ComponentType;
}

/** Keeps each definition's item type while letting the generic section take any of them. */
export const defineSection = <K extends ResourceKey>(definition: SectionDefinition<K>): SectionDefinition<K> => definition;
