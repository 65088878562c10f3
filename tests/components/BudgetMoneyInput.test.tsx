// spec/site.md §5 Budget finder: "repayment and deposit are clamped to 0..1,000,000; non-numeric
// input becomes 0 … Money inputs carry a $ prefix with thousands separators".
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BudgetFinder from '../../src/components/calculators/BudgetFinder.tsx';

afterEach(cleanup);

const props = {
  endpoint: { host: 'http://127.0.0.1:9', apiKey: 'unused' },
  indexUid: 'cars-test',
  stockFilter: { soldDays: 3, usedOnly: false, inStockOnly: false, excludedMakes: [], dealershipIds: [] },
  routing: { defaultPath: '/search/new-used-and-demo-cars', defaultSort: 'relevance', makes: {}, models: {} },
  defaultFrequency: 'monthly' as const,
  quickPicks: 'standard' as const,
  priceMin: 5000,
  priceMax: 250000,
  typeLabel: 'car',
};

describe('budget finder money inputs', () => {
  it.each([
    ['12500', '$12,500'],
    ['$1,234', '$1,234'],
    ['abc', '$0'],
    ['2000000', '$1,000,000'],
  ])('typing %s shows %s', (typed, shown) => {
    render(<BudgetFinder {...props} />);
    const repaymentInput = screen.getByLabelText('Repayment a month');
    fireEvent.change(repaymentInput, { target: { value: typed } });
    expect(repaymentInput).toHaveProperty('value', shown);
  });

  it('starts at 600 a month and a 2,000 deposit: a $38,000 budget', () => {
    render(<BudgetFinder {...props} />);
    expect(screen.getByLabelText('Repayment a month')).toHaveProperty('value', '$600');
    expect(screen.getByLabelText('Deposit')).toHaveProperty('value', '$2,000');
    expect(screen.getByTestId('budget-estimate').textContent).toBe('$38,000');
  });

  it('weekly starts at 200 a week: a $54,000 budget', () => {
    render(<BudgetFinder {...props} />);
    fireEvent.click(screen.getByLabelText('Weekly'));
    expect(screen.getByTestId('budget-estimate').textContent).toBe('$54,000');
  });
});
