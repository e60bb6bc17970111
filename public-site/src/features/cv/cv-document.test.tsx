import { FolioThemeProvider } from '@folio/shared-ui';
import { render, screen, within } from '@testing-library/react';
import CvDocument from '../../exposed/cv-document';
import { allCv, enterpriseCv } from './enterprise-cv.fixtures';

/** As the console shows it: the exposed module alone, in a theme, without the site's store or router. */
const renderDocument = (document = enterpriseCv) =>
  render(
    <FolioThemeProvider>
      <CvDocument document={document} />
    </FolioThemeProvider>,
  );

describe('CvDocumentView (the federation remote publicSite/CvDocument)', () => {
  it('shows the name, the persona, the contact details and profiles as links', () => {
    renderDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Jordan Avery' })).toBeInTheDocument();
    expect(screen.getByText('Enterprise Tech')).toBeInTheDocument();
    const contact = screen.getByRole('list', { name: 'Contact details' });
    expect(within(contact).getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute('href', 'mailto:jordan@example.com');
    expect(within(contact).getByRole('link', { name: 'jordan.example' })).toHaveAttribute('href', 'https://jordan.example/');
    expect(within(contact).getByText('Lisbon, Portugal')).toBeInTheDocument();
    const profiles = screen.getByRole('list', { name: 'Profiles' });
    expect(within(profiles).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://github.com/jordan',
      'https://www.linkedin.com/in/jordan',
    ]);
  });

  it("shows each section under its heading, in the document's order, each entry under its own", () => {
    renderDocument();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Skills', 'Experience', 'Selected case studies']);
    const experience = screen.getByRole('region', { name: 'Experience' });
    const job = within(experience).getByRole('article');
    expect(within(job).getByRole('heading', { level: 3, name: 'Solutions Architect' })).toBeInTheDocument();
    expect(within(job).getByText(/Meridian Cloudworks/)).toBeInTheDocument();
    expect(within(job).getAllByRole('listitem').map((item) => item.textContent)).toEqual(enterpriseCv.sections[1]!.key === 'experience' ? enterpriseCv.sections[1]!.items[0]!.highlights : []);
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(within(skills).getByRole('region', { name: 'Cloud' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kubernetes', 'Terraform']);
  });

  it('links a case study to its page on the site, with the full address for paper, and to its project', () => {
    renderDocument();

    const study = within(screen.getByRole('region', { name: 'Selected case studies' })).getByRole('article');
    const read = within(study).getByRole('link', { name: /^Read the case study\s*: Event-Driven Integration Platform$/ });
    expect(read).toHaveAttribute('href', '/?persona=enterprise&case=1');
    expect(read).toHaveTextContent('(https://jordan.example/?persona=enterprise&case=1)');
    expect(within(study).getByRole('link', { name: /Project website/ })).toHaveAttribute('href', 'https://example.com/platform');
    expect(within(study).getByText('Replacing nightly batch transfers')).toBeInTheDocument();
  });

  it('shows only what the all-persona document holds', () => {
    renderDocument(allCv);

    expect(screen.queryByText('Enterprise Tech')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Certifications']);
    expect(screen.getByRole('heading', { level: 3, name: 'Certified Kubernetes Administrator' })).toBeInTheDocument();
    expect(screen.getByText(/CNCF · 2023/)).toBeInTheDocument();
  });
});
