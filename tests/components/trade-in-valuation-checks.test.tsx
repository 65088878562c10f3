// The trade-in valuation flow's checks and failures (spec/site.md §5 Trade-in valuation; spec/shopping.md
// §8 'Failed to save valuation data'; spec/site.md §8 error-warning), against the real lead API
// (./trade-in-harness.tsx).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentYear } from '../../src/lib/vehicle/dates.ts';
import type { TradeInValuationProps } from '../../src/components/leads/TradeInValuation.tsx';
import { ADJUSTMENT_QUESTIONS, NO_ONLINE_ESTIMATE } from '../../src/lib/leads/valuation.ts';
import { VALUATION_MESSAGES } from '../../src/lib/leads/valuation-requests.ts';
import { $successCategory, $tradeInValuation } from '../../src/stores/leads.ts';
import {
  choose,
  click,
  describeCar,
  renderFlow,
  sendDetails,
  startTradeInApi,
  type,
  updates,
  valuations,
} from './trade-in-harness.tsx';

startTradeInApi();

describe('the trade-in valuation flow', () => {
  it('says why there is no online estimate for a car over 7 years old, and stops there', async () => {
    const { navigate } = renderFlow();
    await sendDetails();
    describeCar({ year: currentYear(new Date()) - 8 });
    click('Get my estimate');
    await screen.findByRole('heading', { name: "We'll value your car in person" });
    expect(screen.getByText(NO_ONLINE_ESTIMATE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checks the car inputs before calling, labels each message and focuses the first', async () => {
    renderFlow();
    const leadId = await sendDetails();
    type('Rego', 'AB#1');
    click('Get my estimate');
    for (const [label, message] of [
      ['Year', VALUATION_MESSAGES.year],
      ['Make', VALUATION_MESSAGES.make],
      ['Odometer', VALUATION_MESSAGES.kms],
      ['Rego', VALUATION_MESSAGES.rego],
      ['State registered in', VALUATION_MESSAGES.regoState],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    expect(screen.getByText(VALUATION_MESSAGES.finance)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Year')));
    expect(await updates(leadId)).toEqual([]);
    expect(screen.queryByTestId('error-warning')).toBeNull();
  });

  it('shows a server failure in error-warning and keeps what was typed', async () => {
    renderFlow({ site: 'estimate-down' });
    await sendDetails();
    describeCar();
    click('Get my estimate');
    const warning = await screen.findByTestId('error-warning');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toBe('The valuation service is unavailable. Please try again.');
    expect((screen.getByLabelText('Make') as HTMLInputElement).value).toBe('Toyota');
    expect(screen.getByRole('button', { name: 'Get my estimate' })).toHaveProperty('disabled', false);
  });

  async function acceptOffer(overrides: Partial<TradeInValuationProps> & { site?: string }) {
    const flow = renderFlow(overrides);
    await sendDetails();
    describeCar();
    click('Get my estimate');
    await screen.findByRole('heading', { name: /Your estimate is/ });
    for (const q of ADJUSTMENT_QUESTIONS) choose(q.question, q.deductWhen === 'Yes' ? 'No' : 'Yes');
    click('Update my offer');
    await screen.findByRole('heading', { name: /Your offer is \$24,400/ });
    click('Accept offer');
    await waitFor(() => expect(flow.navigate).toHaveBeenCalledWith('/success'));
  }

  it('does not save the valuation for a dealer without leads.saveValuation', async () => {
    const before = await valuations();
    await acceptOffer({ saveValuation: false });
    expect(await valuations()).toBe(before);
    expect($tradeInValuation.get()?.offer_price).toBe(24_400);
  });

  it("logs 'Failed to save valuation data' when the save fails, and still goes to /success", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await acceptOffer({ site: 'misc-down' });
    expect(error).toHaveBeenCalledWith('Failed to save valuation data');
    expect($successCategory.get()).toBe('Trade-In');
  });
});
