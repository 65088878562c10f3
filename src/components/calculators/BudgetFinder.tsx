/**
 * The budget finder (spec/site.md §4, §5, §9): a repayment and deposit give a 5-year budget, a
 * two-handled price range (with quick picks) chooses what to see, and the button is disabled while
 * the budget is below the cheapest car.
 */
import { useRef, useState } from 'react';
import { useEarlyEdits } from '../hooks.ts';
import { budgetEstimate, clampMoney, defaultRepayment } from '../../lib/budget/estimate.ts';
import { BUDGET_DEFAULTS } from '../../lib/budget/constants.ts';
import { formatMoneyInput, parseMoneyInput } from '../../lib/budget/inputs.ts';
import {
  applyQuickPick,
  budgetPriceLimits,
  movePriceHandle,
  quickPicksFor,
  type PriceRange,
} from '../../lib/budget/price-range.ts';
import { budgetButton } from '../../lib/budget/search.ts';
import { stateToRoute } from '../../lib/search/url-state.ts';
import { formatPrice } from '../../lib/format/money.ts';
import type { BudgetFinderProps } from '../../views/calculators.ts';
import { useBudgetStock } from './useBudgetStock.ts';

export default function BudgetFinder(props: BudgetFinderProps) {
  const [frequency, setFrequency] = useState(props.defaultFrequency);
  const [repayment, setRepayment] = useState(defaultRepayment(props.defaultFrequency));
  const [deposit, setDeposit] = useState<number>(BUDGET_DEFAULTS.deposit);
  const budget = budgetEstimate({ repayment, frequency, deposit });
  const [range, setRange] = useState<PriceRange>({ min: props.priceMin, max: Math.min(budget, props.priceMax) });
  const stock = useBudgetStock(props, range);
  const limits = budgetPriceLimits(props, stock.highestPrice);
  const button = budgetButton({ budget: range.max, lowestPrice: stock.lowestPrice, typeLabel: props.typeLabel });
  const follow = (next: number) => setRange(movePriceHandle(range, 'max', next, limits));
  const searchHref = stateToRoute(
    { query: '', page: 1, sortBy: props.routing.defaultSort, refinementList: {}, range: { price: range } },
    props.routing,
  );

  const root = useRef<HTMLFormElement>(null);
  useEarlyEdits(root);
  return (
    <form
      ref={root}
      className="calculator budget-finder"
      data-testid="budget-finder"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="budget-finder__frequency">
        <legend>I can repay</legend>
        {(['monthly', 'weekly'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="budget-frequency"
              checked={frequency === option}
              onChange={() => {
                setFrequency(option);
                setRepayment(defaultRepayment(option));
              }}
            />
            {option === 'monthly' ? 'Monthly' : 'Weekly'}
          </label>
        ))}
      </fieldset>
      <MoneyField
        id="budget-repayment"
        label={`Repayment ${frequency === 'monthly' ? 'a month' : 'a week'}`}
        value={repayment}
        onChange={(v) => {
          setRepayment(v);
          follow(budgetEstimate({ repayment: v, frequency, deposit }));
        }}
      />
      <MoneyField
        id="budget-deposit"
        label="Deposit"
        value={deposit}
        onChange={(v) => {
          setDeposit(v);
          follow(budgetEstimate({ repayment, frequency, deposit: v }));
        }}
      />
      <p className="calculator__result">
        Your budget over 5 years: <strong data-testid="budget-estimate">{formatPrice(budget)}</strong>
      </p>
      <fieldset className="budget-finder__range">
        <legend>
          Price range: {formatPrice(range.min)} – {formatPrice(range.max)}
        </legend>
        {(['min', 'max'] as const).map((handle) => (
          <input
            key={handle}
            type="range"
            aria-label={handle === 'min' ? 'Lowest price' : 'Highest price'}
            min={limits.min}
            max={limits.max}
            step={limits.step}
            value={range[handle]}
            aria-valuetext={formatPrice(range[handle])}
            onChange={(event) => setRange(movePriceHandle(range, handle, Number(event.target.value), limits))}
          />
        ))}
        <ul className="budget-finder__picks" aria-label="Quick picks">
          {quickPicksFor(props.quickPicks).map((amount) => (
            <li key={amount}>
              <button type="button" className="chip" onClick={() => setRange(applyQuickPick(range, amount, limits))}>
                {formatPrice(amount)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      {button.disabled ? (
        <div className="budget-finder__empty" role="status">
          <p>
            <strong>{button.foundText}</strong>
          </p>
          <p>{button.emptyText}</p>
          <button type="button" className="button" disabled>
            Show me
          </button>
        </div>
      ) : (
        <a className="button" href={searchHref} data-testid="budget-search">
          Show me {stock.count ?? ''} {props.typeLabel}s
        </a>
      )}
    </form>
  );
}

function MoneyField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="calculator__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        value={formatMoneyInput(value)}
        onChange={(event) => onChange(clampMoney(parseMoneyInput(event.target.value)))}
      />
    </div>
  );
}
