// spec/shopping.md §5 Finance calculator sliders: "Non-amount values beyond the max snap to the max;
// at or below the min snap to the min. Help text 'Cannot be less than {min} or more than $250,000'
// shows at or beyond the bounds."
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FinanceSlider } from '../../src/components/calculators/FinanceSlider.tsx';
import type { SliderRange } from '../../src/lib/finance/sliders.ts';

afterEach(cleanup);

const deposit: SliderRange = {
  kind: 'deposit',
  min: 0,
  max: 250000,
  step: 500,
  limit: 250000,
  values: null,
  locked: false,
  visible: true,
};
const term: SliderRange = {
  kind: 'term',
  min: 1,
  max: 7,
  step: 0.5,
  limit: 7,
  values: null,
  locked: false,
  visible: true,
};

function Harness({ range, start, money }: { range: SliderRange; start: number; money: boolean }) {
  const [value, setValue] = useState(start);
  return <FinanceSlider range={range} label="Field" money={money} value={value} onChange={setValue} />;
}

describe('FinanceSlider', () => {
  it.each([
    ['a deposit beyond the max snaps to the max', deposit, '300000', '250000'],
    ['a negative deposit becomes 0', deposit, '-500', '0'],
    ['a term beyond the max snaps to the max', term, '9', '7'],
    ['a term at or below the min snaps to the min', term, '0', '1'],
  ])('%s', (_name, range, typed, expected) => {
    render(<Harness range={range} start={range.min} money={range.kind !== 'term'} />);
    const input = screen.getByRole('spinbutton', { name: 'Field' });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', expected);
  });

  it('does not show the help text at rest, though a deposit starts at its bound of $0', () => {
    render(<Harness range={deposit} start={0} money />);
    expect(screen.queryByText('Cannot be less than $0 or more than $250,000')).toBeNull();
    const input = screen.getByRole('spinbutton', { name: 'Field' });
    fireEvent.change(input, { target: { value: '-500' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '0');
    expect(screen.getByText('Cannot be less than $0 or more than $250,000').className).toBe('calculator__help');
  });

  it('the slider shows a value off its step exactly and steps from it (the default 12.94 on 5.99 to 15.99)', () => {
    const interest: SliderRange = { ...term, kind: 'interest', min: 5.99, max: 15.99, step: 0.5 };
    render(<Harness range={interest} start={12.94} money={false} />);
    const slider = screen.getByRole('slider');
    expect([
      screen.getByRole('spinbutton', { name: 'Field' }).getAttribute('value'),
      slider.getAttribute('aria-valuetext'),
    ]).toEqual(['12.94', '12.94']);
    fireEvent.change(slider, { target: { value: String(Number(slider.getAttribute('value')) + 1) } });
    expect(screen.getByRole('spinbutton', { name: 'Field' })).toHaveProperty('value', '13.44');
  });

  it('shows the help text at the bounds and not between them', () => {
    render(<Harness range={deposit} start={10000} money />);
    expect(screen.queryByText('Cannot be less than $0 or more than $250,000')).toBeNull();
    const input = screen.getByRole('spinbutton', { name: 'Field' });
    fireEvent.change(input, { target: { value: '250000' } });
    expect(screen.getByText('Cannot be less than $0 or more than $250,000')).toBeTruthy();
  });

  it('a locked interest rate cannot be changed', () => {
    render(<Harness range={{ ...term, kind: 'interest', locked: true }} start={8.5} money={false} />);
    expect(screen.getByRole('spinbutton', { name: 'Field' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('slider')).toHaveProperty('disabled', true);
  });
});
