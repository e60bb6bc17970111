import { check, contactSubjectsStruct, cvSettingsStruct, defaultCvSettings, defaultSiteTexts, siteTextsStruct } from './index.js';

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
