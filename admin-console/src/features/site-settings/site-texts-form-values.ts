import { TAG_TYPES, check, siteTextsStruct, type FieldErrors, type SiteTexts, type SkillsDisplay, type TagType } from '@folio/contracts';
import { FORM_ERROR, getIn, setIn, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { validate } from 'superstruct';

/** The texts as the form edits them: copied (the cache's objects are frozen), a line left blank as ''. */
export type SiteTextsValues = {
  chooserSubtitle: string;
  chooserOrder: TagType[];
  chooserCards: Record<TagType, { subtitle: string; highlights: [string, string, string] }>;
  blogIntro: string;
  contactIntro: string;
  contactReplyPromise: string;
  availableFor: string;
  /** Each persona's line under its hero: a day (YYYY-MM-DD, as a date input gives it) and what for. */
  availability: Record<TagType, { from: string; for: string }>;
  skillsDisplay: SkillsDisplay;
};

export function editableTexts(texts: SiteTexts): SiteTextsValues {
  const card = (type: TagType) => ({ subtitle: texts.chooserCards[type].subtitle ?? '', highlights: [...texts.chooserCards[type].highlights] as [string, string, string] });
  return {
    chooserSubtitle: texts.chooserSubtitle,
    chooserOrder: [...texts.chooserOrder],
    chooserCards: { enterprise: card('enterprise'), business: card('business'), fitness: card('fitness') },
    blogIntro: texts.blogIntro ?? '',
    contactIntro: texts.contactIntro ?? '',
    contactReplyPromise: texts.contactReplyPromise ?? '',
    availableFor: texts.availableFor ?? '',
    availability: Object.fromEntries(
      TAG_TYPES.map((type) => [type, { from: texts.availability[type].from ?? '', for: texts.availability[type].for ?? '' }]),
    ) as SiteTextsValues['availability'],
    skillsDisplay: texts.skillsDisplay,
  };
}

/** A superstruct path as final-form names the field: ['chooserCards', 'fitness', 'highlights', 2] → 'chooserCards.fitness.highlights[2]'. */
const fieldName = (path: readonly (string | number)[]): string =>
  path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/** The texts checked with @folio/contracts' siteTextsStruct, as the API checks them: each message on the field it is about. */
export function validateSiteTexts(values: SiteTextsValues): ValidationErrors {
  const [error] = validate(values, siteTextsStruct, { coerce: true });
  if (!error) return {};
  let errors: object = {};
  for (const failure of error.failures()) {
    const name = fieldName(failure.path as (string | number)[]);
    if (name && getIn(errors, name) === undefined) errors = setIn(errors, name, failure.message);
  }
  return errors as ValidationErrors;
}

/** Whether the draft says anything else than the saved texts (blank and none are the same; spaces around a line are not kept). */
export function textsChanged(values: SiteTextsValues | undefined, saved: SiteTextsValues): boolean {
  if (!values) return false;
  const draft = check(siteTextsStruct, values);
  const stored = check(siteTextsStruct, saved);
  return !draft.ok || !stored.ok || JSON.stringify(draft.value) !== JSON.stringify(stored.value);
}

/** The API's refusal (400 `{ message, fields }`): a line's message on that line; one about the cards, their order or the availability lines (named as a whole) above Save, with the toast's text. */
export function siteTextsSubmissionErrors(message: string, fields: FieldErrors | undefined): SubmissionErrors {
  const parts = [message];
  let errors: object = {};
  for (const [key, text] of Object.entries(fields ?? {})) {
    if (key === 'chooserCards' || key === 'chooserOrder' || key === 'availability' || key === '') parts.push(text);
    else errors = setIn(errors, key, text);
  }
  return { ...errors, [FORM_ERROR]: [...new Set(parts)].join(': ') } as SubmissionErrors;
}
