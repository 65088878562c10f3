/**
 * The finance calculator (#finance-calculator on the vehicle page and on /finance): the spec's
 * sliders and frequency, the amortised repayment, and analytics event 26 on the shopper's first
 * change only (spec/shopping.md §4: "the first change fires analytics event 26 once"). It starts at
 * the tenant's defaults exactly, and nothing it does on its own (hydrating, taking the price from a
 * per-car finance link) counts as use.
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
  const { ranges, inputs, change } = useFinanceInputs({ calculator, page, carPrice, lenderFee });
  const root = useRef<HTMLFormElement>(null);
  useEarlyEdits(root);
  return (
    <form
      ref={root}
      className="calculator finance-calculator"
      data-testid="finance-calculator"
      onSubmit={(event) => event.preventDefault()}
    >
      <LoanSliders
        ranges={ranges}
        inputs={inputs}
        change={change}
        priceLabel={page === 'vehicle' ? 'Purchase price' : 'Loan amount'}
        depositLabel={calculator.depositLabel}
      />
      {calculator.showFrequency && <FrequencySelect value={inputs.frequency} onChange={change('frequency')} />}
      <RepaymentResult inputs={inputs} />
      {disclaimer && (
        <p className="calculator__help">
          {shortDisclaimer(disclaimer)} <a href="#financeDisclaimer">Read the full disclaimer</a>
        </p>
      )}
    </form>
  );
}

type Change = (field: keyof RepaymentInput) => (value: number | Frequency) => void;

/** The inputs, starting at the tenant's defaults (or a finance link's price), and a change that fires event 26 once. */
function useFinanceInputs({
  calculator,
  page,
  carPrice,
  lenderFee,
}: Pick<FinanceCalculatorProps, 'calculator' | 'page' | 'carPrice' | 'lenderFee'>) {
  const ranges = sliderRanges(calculator, { page, carPrice });
  const [inputs, setInputs] = useState<RepaymentInput>(() =>
    initialInputs(calculator, carPrice, { establishmentFees: lenderFee }),
  );
  const used = useRef(false);
  useBudgetFromLink(page, (budget) =>
    setInputs((current) => ({ ...current, price: snapValue('amount', budget, ranges.amount) })),
  );

  // Only a shopper's change is use: an input left as it was (a field focused and left) is not.
  const change: Change = (field) => (value) => {
    if (value === inputs[field]) return;
    if (!used.current) {
      used.current = true;
      trackEvent(FINANCE_CALCULATOR_EVENT);
    }
    setInputs((current) => ({ ...current, [field]: value }));
  };
  return { ranges, inputs, change };
}

/** The spec's five sliders: price (or loan amount), deposit, term, interest rate and residual. */
function LoanSliders({
  ranges,
  inputs,
  change,
  priceLabel,
  depositLabel,
}: {
  ranges: ReturnType<typeof sliderRanges>;
  inputs: RepaymentInput;
  change: Change;
  priceLabel: string;
  depositLabel: string;
}) {
  return (
    <>
      <FinanceSlider range={ranges.amount} label={priceLabel} money value={inputs.price} onChange={change('price')} />
      <FinanceSlider
        range={ranges.deposit}
        label={depositLabel}
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
    </>
  );
}

function FrequencySelect({ value, onChange }: { value: Frequency; onChange: (value: Frequency) => void }) {
  return (
    <div className="calculator__field">
      <label htmlFor="finance-frequency">Repayments</label>
      <select id="finance-frequency" value={value} onChange={(event) => onChange(event.target.value as Frequency)}>
        {FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {FREQUENCY_LABELS[f]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The repayment per period and the total payable, announced as they change. */
function RepaymentResult({ inputs }: { inputs: RepaymentInput }) {
  const result = repaymentDisplay(inputs);
  return (
    <div className="calculator__result" aria-live="polite">
      <p>
        {FREQUENCY_LABELS[inputs.frequency]} repayment{' '}
        <strong data-testid="finance-payment">{result.paymentText}</strong>
      </p>
      <p>
        Total payable <strong data-testid="finance-total">{result.totalText}</strong>
      </p>
    </div>
  );
}

/** /finance?vehiclePriceBudget=… (the per-car finance link) starts the calculator at that price, once, on hydration. */
function useBudgetFromLink(page: FinanceCalculatorProps['page'], apply: (budget: number) => void) {
  const applyOnHydration = useRef(apply);
  useEffect(() => {
    if (page !== 'finance') return;
    const budget = Number(new URLSearchParams(location.search).get('vehiclePriceBudget'));
    if (budget > 0) applyOnHydration.current(budget);
  }, [page]);
}
