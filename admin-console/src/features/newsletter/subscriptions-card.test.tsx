import { NEWSLETTER_MESSAGES } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { busyOverview } from '../../test/analytics-fixtures';
import { address } from '../../test/render';
import { growthDays, renderWithNewsletter, subscriber, type FakeNewsletterOptions } from './testing/fake-newsletter-api';

const card = () => screen.getByRole('region', { name: 'Subscriptions' });
const figure = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextSibling;

async function openOverview(newsletter: FakeNewsletterOptions, visits = true) {
  const rendered = await renderWithNewsletter({ at: '/admin/overview', analytics: visits ? { overview: busyOverview } : {}, newsletter });
  await screen.findByRole('region', { name: 'Subscriptions' });
  return rendered;
}

describe("the Overview's Subscriptions card", () => {
  it('shows the confirmed subscribers now and the confirmations of the last 30 days, and leads to the Subscribers screen', async () => {
    const { user } = await openOverview({
      subscribers: [subscriber({ email: 'a@example.com' }), subscriber({ email: 'b@example.com' }), subscriber({ email: 'c@example.com', status: 'pending' })],
      // 3 + 1 in the last 30 days; 40 days ago is older.
      growth: growthDays({ 0: { confirmed: 3 }, 29: { confirmed: 1 }, 40: { confirmed: 7 }, 5: { left: 2 } }),
    });
    await waitFor(() => expect(figure('Confirmed subscribers')).toHaveTextContent('2'));
    expect(figure('Confirmed in the last 30 days')).toHaveTextContent('4');
    expect(within(card()).queryByText(NEWSLETTER_MESSAGES.mailOff)).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('link', { name: 'See the subscribers' }));
    expect(address()).toBe('/admin/subscribers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscribers' })).toBeInTheDocument();
  });

  it('shows in a range without visits too, and says when email is not configured', async () => {
    await openOverview({ mailConfigured: false }, false);
    expect(screen.getByText('No visits in this range yet.')).toBeInTheDocument();
    expect(await within(card()).findByText(NEWSLETTER_MESSAGES.mailOff)).toBeInTheDocument();
    expect(figure('Confirmed subscribers')).toHaveTextContent('0');
  });
});
