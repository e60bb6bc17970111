import { check, contactSubjectsStruct, cvSettingsStruct, defaultCvSettings, defaultSiteTexts, SITE_TEXT_MESSAGES, siteTextsStruct } from './index.js';

/** An object whose `toString` is no function: printing it throws, which once turned these bodies into 500s. */
const unprintable = () => JSON.parse('{"toString":""}') as unknown;

describe('a list field sent as something else', () => {
  it('is refused with the field named, never a throw', () => {
    const texts = JSON.parse(JSON.stringify(defaultSiteTexts()));
    texts.chooserCards.enterprise.highlights = unprintable();
    expect(check(siteTextsStruct, texts)).toEqual({ ok: false, fields: { chooserCards: 'Give three bullets' } });
    expect(check(siteTextsStruct, { ...defaultSiteTexts(), chooserOrder: unprintable() })).toMatchObject({ ok: false, fields: { chooserOrder: expect.any(String) } });

    const cv = JSON.parse(JSON.stringify(defaultCvSettings()));
    cv.profiles.all.sections = unprintable();
    expect(check(cvSettingsStruct, cv)).toMatchObject({ ok: false, fields: { profiles: expect.stringMatching(/^Sections must list/) } });

    expect(check(contactSubjectsStruct, { enterprise: unprintable(), business: [], fitness: [] })).toEqual({ ok: false, fields: { enterprise: 'Subjects must be a list' } });
  });
});

describe('an object field sent as something else', () => {
  it('is refused with the field named in its own words, never a throw', () => {
    const refused = { ok: false, fields: { availability: SITE_TEXT_MESSAGES.availability } };
    expect(check(siteTextsStruct, { ...defaultSiteTexts(), availability: [unprintable()] })).toEqual(refused);
    expect(check(siteTextsStruct, { ...defaultSiteTexts(), availability: { enterprise: [unprintable()] } })).toEqual(refused);
    expect(check(siteTextsStruct, { ...defaultSiteTexts(), availability: { enterprise: 'from March' } })).toEqual(refused);
  });
});
