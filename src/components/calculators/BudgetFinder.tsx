/**
 * The budget finder (spec/site.md §4, §5, §9): a repayment and deposit give a 5-year budget, a
 * two-handled price range (with quick picks) chooses what to see, its top following the budget on
 * every input (lib/budget/finder.ts), and the button is disabled while the budget is below the
 * cheapest car.
 */
import { useRef, useState } from 'react';
import { useEarlyEdits } from '../hooks.ts';
import { clampMoney } from '../../lib/budget/estimate.ts';
import { formatMoneyInput, parseMoneyInput } from '../../lib/budget/inputs.ts';
import { budgetPriceLimits, quickPicksFor } from '../../lib/budget/price-range.ts';
import {
  budgetOf,
  initialBudgetFinder,
  shownRange,
  updateBudgetFinder,
  type BudgetFinderInput,
} from '../../lib/budget/finder.ts';
import { budgetButton, budgetButtonText } from '../../lib/budget/search.ts';
import { stateToRoute } from '../../lib/search/url-state.ts';
import { formatPrice } from '../../lib/format/money.ts';
import type { BudgetFinderProps } from '../../views/calculators.ts';
import { useBudgetCount, usePriceSpan } from './useBudgetStock.ts';

export default function BudgetFinder(props: BudgetFinderProps) {
  const [state, setState] = useState(() => initialBudgetFinder(props.defaultFrequency, props.priceMin));
  const { frequency, repayment, deposit } = state;
  const { lowestPrice, highestPrice } = usePriceSpan(props);
  const limits = budgetPriceLimits(props, highestPrice);
  const range = shownRange(state, limits);
  // Null until the count of this very range is in: the button then says "Show me cars".
  const count = useBudgetCount(props, range);
  const input = (change: BudgetFinderInput) => setState((current) => updateBudgetFinder(current, change, limits));
  const button = budgetButton({ budget: state.top, lowestPrice, count, typeLabel: props.typeLabel });
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
              onChange={() => input({ kind: 'frequency', frequency: option })}
            />
            {option === 'monthly' ? 'Monthly' : 'Weekly'}
          </label>
        ))}
      </fieldset>
      <MoneyField
        id="budget-repayment"
        label={`Repayment ${frequency === 'monthly' ? 'a month' : 'a week'}`}
        value={repayment}
        onChange={(amount) => input({ kind: 'repayment', amount })}
      />
      <MoneyField
        id="budget-deposit"
        label="Deposit"
        value={deposit}
        onChange={(amount) => input({ kind: 'deposit', amount })}
      />
      <p className="calculator__result">
        Your budget over 5 years: <strong data-testid="budget-estimate">{formatPrice(budgetOf(state))}</strong>
      </p>
      <PriceRange range={range} limits={limits} quickPicks={props.quickPicks} input={input} />
      <SearchButton button={button} href={searchHref} text={budgetButtonText(count, props.typeLabel)} />
    </form>
  );
}

/** The price range's two handles and the quick picks, which set its top. */
function PriceRange({
  range,
  limits,
  quickPicks,
  input,
}: {
  range: { min: number; max: number };
  limits: ReturnType<typeof budgetPriceLimits>;
  quickPicks: BudgetFinderProps['quickPicks'];
  input: (change: BudgetFinderInput) => void;
}) {
  return (
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
          onChange={(event) => input({ kind: 'handle', handle, value: Number(event.target.value) })}
        />
      ))}
      <ul className="budget-finder__picks" aria-label="Quick picks">
        {quickPicksFor(quickPicks).map((amount) => (
          <li key={amount}>
            <button type="button" className="chip" onClick={() => input({ kind: 'quick-pick', amount })}>
              {formatPrice(amount)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The search link for the range, or, while the budget is below every car, why there is none. */
function SearchButton({ button, href, text }: { button: ReturnType<typeof budgetButton>; href: string; text: string }) {
  return button.disabled ? (
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
    <a className="button" href={href} data-testid="budget-search">
      {text}
    </a>
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
