import { defaultSiteTexts, type SkillsDisplay } from '@folio/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { site, skill, skills } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { loadServerPage } from '../../test/server-page';
import { api, server } from '../../test/server';

/** The owner's skills display (the console's Site settings), as GET /api/site answers it. */
function showSkillsAs(skillsDisplay: SkillsDisplay) {
  server.use(http.get(api('site'), () => HttpResponse.json({ ...site, texts: { ...defaultSiteTexts(), skillsDisplay } })));
}

const section = () => screen.findByRole('region', { name: 'Skills' });
/** Each card's name and what it says of the skill's strength, as read aloud (its badge's hidden label included). */
const cards = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((card) => [within(card).getByRole('heading', { level: 3 }).textContent, card.querySelector('h3 + span')?.textContent ?? null]);

describe("the skills section in the owner's chosen display", () => {
  it("keeps the spec's percent bars by default", async () => {
    renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Cloud Architecture' });
    expect(within(region).getAllByRole('progressbar')).toHaveLength(6);
    expect(within(region).getByText('92%')).toBeInTheDocument();
  });

  it('shows levels in words instead of bars: Expert from 90, Advanced from 75, Proficient from 50, else Familiar', async () => {
    showSkillsAs('level');
    server.use(http.get(api('skills'), () => HttpResponse.json([...skills, skill({ id: 7, name: 'Pricing', level: 62, displayOrder: 7 }), skill({ id: 8, name: 'Go', level: 30, displayOrder: 8 })])));
    const { user } = renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Cloud Architecture' });
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(region).queryByText(/%$/)).not.toBeInTheDocument();
    expect(cards(region)).toEqual([
      ['Cloud Architecture', 'Level: Expert'],
      ['Event-Driven Integration', 'Level: Advanced'],
      ['Pre-Sales', 'Level: Advanced'],
      ['Architecture Governance', 'Level: Advanced'],
      // A level past 100 counts as 100.
      ['Stakeholder Communication', 'Level: Expert'],
      ['Mentoring', 'Level: Advanced'],
      ['Pricing', 'Level: Proficient'],
      ['Go', 'Level: Familiar'],
    ]);
    // The category filter still works on the cards.
    await user.click(within(region).getByRole('button', { name: 'Soft Skills' }));
    expect(cards(region)).toEqual([
      ['Stakeholder Communication', 'Level: Expert'],
      ['Mentoring', 'Level: Advanced'],
    ]);
  });

  it('shows years of experience, and the level in words for a skill without years', async () => {
    showSkillsAs('years');
    server.use(
      http.get(api('skills'), () =>
        HttpResponse.json([skill({ years: 12 }), skill({ id: 2, name: 'Mentoring', level: 85, years: 1, displayOrder: 2 }), skill({ id: 3, name: 'Pre-Sales', level: 80, years: null, displayOrder: 3 })]),
      ),
    );
    renderApp('/?persona=enterprise');
    const region = await section();
    await within(region).findByRole('heading', { name: 'Cloud Architecture' });
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(cards(region)).toEqual([
      ['Cloud Architecture', 'Experience: 12 years'],
      ['Mentoring', 'Experience: 1 year'],
      ['Pre-Sales', 'Level: Advanced'],
    ]);
  });

  it.each<[SkillsDisplay, string]>([
    ['level', 'Expert'],
    ['years', '12 years'],
  ])('is in the HTML the server sends (%s), before any script runs', async (display, shown) => {
    showSkillsAs(display);
    server.use(http.get(api('skills'), () => HttpResponse.json([skill({ years: 12 })])));
    await loadServerPage('/?persona=enterprise', {}, { scripts: false });
    const region = document.getElementById('skills')!;
    const card = within(region).getByRole('heading', { name: 'Cloud Architecture' }).closest('li')!;
    expect(card).toHaveTextContent(shown);
    expect(card.querySelector('[role="progressbar"]')).toBeNull();
  });
});
