import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Form } from '@/components/form';
import { i18n } from '@/lib/i18n';
import { amountText, checkAmount } from './amount';
import { AmountInput, useAmountSchema } from './ui';

function Value() {
  return <output data-testid="value">{useWatch({ name: 'amount' }) as string}</output>;
}

function Harness({ min, max, quick }: { min?: bigint; max?: bigint; quick?: number[] }) {
  const amount = useAmountSchema();
  const schema = useMemo(() => z.object({ amount: amount({ min, max }) }), [amount, min, max]);
  return (
    <Form schema={schema} defaultValues={{ amount: '' }} onSubmit={() => undefined}>
      <AmountInput name="amount" min={min} max={max} quickAmounts={quick} />
      <Value />
    </Form>
  );
}

const typeAmount = (text: string) => {
  const input = screen.getByLabelText('Amount');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('checkAmount', () => {
  it('refuses negative, zero, more than two decimals, huge and non-numeric amounts', () => {
    expect(checkAmount('-5').problem).toBe('positive');
    expect(checkAmount('0').problem).toBe('positive');
    expect(checkAmount('0.00').problem).toBe('positive');
    expect(checkAmount('12.345').problem).toBe('decimals');
    expect(checkAmount('10000000000000.01').problem).toBe('tooLarge');
    expect(checkAmount('999999999999999999999999').problem).toBe('tooLarge');
    expect(checkAmount('1e5').problem).toBe('invalid');
    expect(checkAmount('abc').problem).toBe('invalid');
    expect(checkAmount('').problem).toBe('required');
  });

  it('accepts two decimals and thousands separators, and checks the limits', () => {
    expect(checkAmount('1,234.5')).toEqual({ problem: null, minor: 123450n });
    expect(checkAmount('10000000000000.00').problem).toBeNull();
    expect(checkAmount('99.99', { min: 10_000n }).problem).toBe('min');
    expect(checkAmount('100', { min: 10_000n, max: 50_000n }).problem).toBeNull();
    expect(checkAmount('500.01', { min: 10_000n, max: 50_000n }).problem).toBe('max');
    expect(amountText(123450n)).toBe('1234.50');
    expect(amountText(5n)).toBe('0.05');
  });
});

describe('AmountInput', () => {
  it('shows why a negative, zero, over-precise or huge amount is refused', async () => {
    render(<Harness />);
    const input = typeAmount('-10');
    // The schema checks asynchronously (the zod resolver): each message is awaited.
    expect(await screen.findByText('The amount must be greater than zero')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    typeAmount('0');
    expect(await screen.findByText('The amount must be greater than zero')).toBeTruthy();
    typeAmount('1.234');
    expect(await screen.findByText('At most two decimal places')).toBeTruthy();
    typeAmount('99999999999999999');
    expect(await screen.findByText('The amount is too large')).toBeTruthy();
    typeAmount('150.25');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
  });

  it('names the limits and fills a quick amount', async () => {
    render(<Harness min={10_000n} max={500_000n} quick={[100, 500, 12.5]} />);
    expect(screen.getByText('Min 100.00 – max 5,000.00')).toBeTruthy();
    typeAmount('50');
    expect(await screen.findByText('The minimum is 100.00')).toBeTruthy();
    // Quick amounts are whole: "500", not "500.00" (read as cents beside "100.00").
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByTestId('value').textContent).toBe('500');
    expect(screen.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('true');
    // One with cents is read as typed (amountInputSchema) and shown as money.
    expect(screen.getByRole('button', { name: '12.50' })).toBeTruthy();
  });

  it('formats amounts the Vietnamese way in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    render(<Harness min={10_000_000n} max={500_000_000n} />);
    expect(screen.getByText('Tối thiểu 100.000,00 – tối đa 5.000.000,00')).toBeTruthy();
  });
});
