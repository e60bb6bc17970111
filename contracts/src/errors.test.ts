import { companyStruct, heroItemStruct, skillStruct } from './portfolio.js';
import { caseStudyStruct } from './portfolio.js';
import { blogPostStruct } from './blog.js';
import { check, fieldErrors } from './errors.js';

describe('check', () => {
  it('maps each failing field to its spec message, first failure only', () => {
    expect(fieldErrors(companyStruct, {})).toEqual({ name: 'Company name is required', logoPath: 'Logo path is required' });
  });

  it('says the body must be an object when it is not', () => {
    expect(fieldErrors(companyStruct, [])).toEqual({ '': 'The request body must be a JSON object' });
    // superstruct would print the value for its message, and this array cannot be printed.
    expect(fieldErrors(companyStruct, [{ toString: false }])).toEqual({ '': 'The request body must be a JSON object' });
    expect(fieldErrors(companyStruct, null)).toEqual({ '': 'The request body must be a JSON object' });
  });

  it('counts a non-numeric display order as 0 and rejects negative ones', () => {
    const valid = check(companyStruct, { name: 'Acme', logoPath: '/a.svg', displayOrder: 'abc' });
    expect(valid).toEqual({ ok: true, value: { name: 'Acme', logoPath: '/a.svg', displayOrder: 0 } });
    expect(fieldErrors(companyStruct, { name: 'Acme', logoPath: '/a.svg', displayOrder: -1 })).toEqual({
      displayOrder: 'Display order must be a positive number',
    });
  });

  it('drops unknown fields and trims single-line text', () => {
    const result = check(companyStruct, { name: '  Acme  ', logoPath: '/a.svg', admin: true });
    expect(result).toEqual({ ok: true, value: { name: 'Acme', logoPath: '/a.svg', displayOrder: 0 } });
  });

  it('reads numbers typed into forms', () => {
    const result = check(skillStruct, { name: 'Go', level: '75', category: 'technical', description: 'd', personaIds: ['4', '4'] });
    expect(result.ok && result.value).toMatchObject({ level: 75, personaIds: [4] });
  });

  it('fills hero defaults and stores tag types in lower case', () => {
    const result = check(heroItemStruct, { personaId: '4', title: 't', subtitle: 's', description: 'd', imagePath: '/images/x.svg', tagType: 'Enterprise' });
    expect(result.ok && result.value).toMatchObject({
      tagType: 'enterprise',
      isActive: true,
      primaryButtonText: 'View Experience',
      primaryButtonUrl: '#experience',
      secondaryButtonText: 'Contact Me',
      secondaryButtonUrl: '#contact',
    });
  });

  it('takes case-study technologies as comma-separated text too', () => {
    const base = { title: 't', description: 'd', challenge: 'c', solution: 's', results: 'r', personaId: 1 };
    const result = check(caseStudyStruct, { ...base, technologies: ' React, , Node ' });
    expect(result.ok && result.value.technologies).toEqual(['React', 'Node']);
  });

  it('defaults new posts to draft and reads an empty category as none', () => {
    const result = check(blogPostStruct, { title: 't', slug: 'a-post', content: 'x', categoryId: '' });
    expect(result.ok && result.value).toMatchObject({ status: 'draft', categoryId: null, tagIds: [], personaIds: [] });
  });
});
