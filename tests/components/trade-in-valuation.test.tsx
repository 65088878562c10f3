// The trade-in valuation flow (spec/site.md §3 Valuation form extras, Trade-in valuation kept
// locally; §5 Trade-in valuation; spec/shopping.md §7 rego lookup, valuation adjustments, offer
// accepted, POST /api/miscellaneous with column_name 'valuation', analytics 18; §8 'Failed to save
// valuation data'; spec/site.md §8 error-warning).
//
// No API mock: the real lead API (./trade-in-harness.tsx). What the flow checks and how it fails:
// trade-in-valuation-checks.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_QUESTIONS } from '../../src/lib/leads/valuation.ts';
import { $successCategory, $tradeInValuation } from '../../src/stores/leads.ts';
import {
  api,
  choose,
  click,
  describeCar,
  renderFlow,
  sendDetails,
  startTradeInApi,
  updates,
  valuations,
  type DataLayerWindow,
} from './trade-in-harness.tsx';

startTradeInApi();

describe('the trade-in valuation flow', () => {
  it('details → car → estimate → condition → accept: stores every step, keeps the valuation and goes to /success', async () => {
    const { navigate } = renderFlow();
    const leadId = await sendDetails();
    expect(navigate).not.toHaveBeenCalled();

    describeCar();
    expect(
      document.getElementById(screen.getByLabelText('Odometer').getAttribute('aria-describedby')!)?.textContent,
    ).toBe(' kms');
    click('Get my estimate');
    // $29,000 median, 10,000 km under the median (+$800), less 18%: $24,436 → $24,400.
    const estimate = await screen.findByRole('heading', { name: /Your estimate is \$24,400/ });
    await waitFor(() => expect(document.activeElement).toBe(estimate));
    expect(await updates(leadId)).toEqual(['rego-lookup', 'estimate']);

    click('Update my offer');
    const unanswered = screen.getAllByText('Please answer this question.');
    expect(unanswered).toHaveLength(ADJUSTMENT_QUESTIONS.length);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    choose('Has the car ever had accident damage?', 'No');
    choose('Is the service history complete?', 'No');
    choose('Do the tyres or brakes need work?', 'Yes');
    choose('Is there any interior damage (tears, stains or burns)?', 'No');
    expect(screen.queryByText('Please answer this question.')).toBeNull();
    click('Update my offer');
    // −5% −3%: $24,400 × 0.92 = $22,448 → $22,400.
    await screen.findByRole('heading', { name: /Your offer is \$22,400/ });

    const savedBefore = await valuations();
    click('Accept offer');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'));
    expect(await updates(leadId)).toEqual(['rego-lookup', 'estimate', 'adjustments', 'offer-accepted']);
    const accepted = await api.server.api.db
      .selectFrom('lead_updates')
      .select('body')
      .where('lead_id', '=', leadId)
      .where('kind', '=', 'offer-accepted')
      .executeTakeFirstOrThrow();
    const acceptedId = accepted.body.match(/"accepted_lead_id":"([^"]+)"/)![1]!;
    expect((await api.server.api.store.leads.read(acceptedId))!.request).toMatchObject({
      kind: 'trade-in',
      fields: {
        email: 'sam@example.com',
        offer_price: 22_400,
        rego: 'ABC123',
        regoState: 'QLD',
        kms: 40_000,
        PreferredContactMethod: 'SMS',
        finance: 'No',
      },
      userData: {
        category: 'Trade-In',
        subcategory: '3. Offer Accepted',
        lead_id: leadId,
        form_completed: true,
        offer_accepted: true,
      },
    });
    const answers = { accident_damage: 'No', service_history: 'No', tyres_brakes: 'Yes', interior_damage: 'No' };
    expect((window as DataLayerWindow).dataLayer?.at(-1)).toMatchObject({
      event_id: 18,
      category: 'Trade-In',
      offer_price: 22_400,
    });
    expect($tradeInValuation.get()).toEqual({
      offer_price: 22_400,
      adjustmentAnswers: answers,
      rego: 'ABC123',
      regoState: 'QLD',
    });
    expect(await valuations()).toBe(savedBefore + 1);
    const saved = JSON.parse(
      (
        await api.server.api.db
          .selectFrom('valuations')
          .select('body')
          .where('tenant', '=', api.tenant.slug)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).body,
    );
    expect(saved).toEqual({
      offer_price: 22_400,
      adjustmentAnswers: answers,
      rego: 'ABC123',
      regoState: 'QLD',
      column_name: 'valuation',
    });
    expect($successCategory.get()).toBe('Trade-In');
  });
});
