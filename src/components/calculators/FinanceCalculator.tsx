/**
 * The finance calculator (#finance-calculator on the vehicle page and on /finance): the spec's
 * sliders and frequency, the amortised repayment, and analytics event 26 on the first change only.
 */
import { useEffect, useRef, useState } from 'react';
import { useEarlyEdits } from '../hooks.ts';
import {
  FREQUENCY_LABELS,
  repaymentDisplay,
  shortDisclaimer,
  type RepaymentInput,
} from '../../lib/finance/repayment.ts';
import { FREQUENCIES, type Frequency } from '../../lib/finance/constants.ts';
import { initialInputs, sliderRanges, snapValue } from '../../lib/finance/sliders.ts';
import type { FinanceCalculatorProps } from '../../views/calculators.ts';
import { trackEvent } from '../../stores/analytics.ts';
import { FinanceSlider } from './FinanceSlider.tsx';

/** spec/shopping.md §7: "finance calculator use" is event 26, fired once. */
const FINANCE_CALCULATOR_EVENT = 26;

export default function FinanceCalculator({
  calculator,
  page,
  carPrice,
  lenderFee,
  disclaimer,
}: FinanceCalculatorProps) {
  const ranges = sliderRanges(calculator, { page, carPrice });
  const [inputs, setInputs] = useState<RepaymentInput>(() =>
    initialInputs(calculator, carPrice, { establishmentFees: lenderFee }),
  );
  const used = useRef(false);
  useBudgetFromLink(page, (budget) =>
    setInputs((current) => ({ ...current, price: snapValue('amount', budget, ranges.amount) })),
  );

  const change = (field: keyof RepaymentInput) => (value: number | Frequency) => {
    if (!used.current) {
      used.current = true;
      trackEvent(FINANCE_CALCULATOR_EVENT);
    }
    setInputs((current) => ({ ...current, [field]: value }));
  };
  const result = repaymentDisplay(inputs);
  const root = useRef<HTMLFormElement>(null);
  useEarlyEdits(root);
  return (
    <form
      ref={root}
      className="calculator finance-calculator"
      data-testid="finance-calculator"
      onSubmit={(event) => event.preventDefault()}
    >
      <FinanceSlider
        range={ranges.amount}
        label={page === 'vehicle' ? 'Purchase price' : 'Loan amount'}
        money
        value={inputs.price}
        onChange={change('price')}
      />
      <FinanceSlider
        range={ranges.deposit}
        label={calculator.depositLabel}
        money
        value={inputs.deposit}
        onChange={change('deposit')}
      />
      <FinanceSlider
        range={ranges.term}
        label="Term"
        unit=" years"
        money={false}
        value={inputs.termYears}
        onChange={change('termYears')}
      />
      <FinanceSlider
        range={ranges.interest}
        label="Interest rate"
        unit=" % p.a."
        money={false}
        value={inputs.ratePercent}
        onChange={change('ratePercent')}
      />
      <FinanceSlider
        range={ranges.residual}
        label="Residual (balloon)"
        money
        value={inputs.residual}
        onChange={change('residual')}
      />
      {calculator.showFrequency && (
        <div className="calculator__field">
          <label htmlFor="finance-frequency">Repayments</label>
          <select
            id="finance-frequency"
            value={inputs.frequency}
            onChange={(event) => change('frequency')(event.target.value as Frequency)}
          >
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="calculator__result" aria-live="polite">
        <p>
          {FREQUENCY_LABELS[inputs.frequency]} repayment{' '}
          <strong data-testid="finance-payment">{result.paymentText}</strong>
        </p>
        <p>
          Total payable <strong data-testid="finance-total">{result.totalText}</strong>
        </p>
      </div>
      {disclaimer && (
        <p className="calculator__help">
          {shortDisclaimer(disclaimer)} <a href="#financeDisclaimer">Read the full disclaimer</a>
        </p>
      )}
    </form>
  );
}

/** /finance?vehiclePriceBudget=… (the per-car finance link) starts the calculator at that price. */
function useBudgetFromLink(page: FinanceCalculatorProps['page'], apply: (budget: number) => void) {
  // Once, on hydration: later renders leave the shopper's own changes alone.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || page !== 'finance') return;
    applied.current = true;
    const budget = Number(new URLSearchParams(location.search).get('vehiclePriceBudget'));
    if (budget > 0) apply(budget);
  }, [page, apply]);
}
