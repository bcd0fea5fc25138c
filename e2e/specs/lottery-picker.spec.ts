import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from '../support';

/**
 * Issue 33 item 10, the lottery page in a player's words: no internal prize-mode label, the hint of the game
 * in hand (K3's total, SSC's big/small/odd/even), a picker of number buttons that fills the selection, and
 * the last draw's numbers shown as balls.
 */
describe('the lottery page', () => {
  it('offers a picker and a hint for the game in hand, without internal labels', async () => {
    const page = await newPage({ viewport: 'mobile' });
    await page.goto('/house/lottery?lang=vi&game=K3');
    await page.getByLabel('Kiểu cược', { exact: true }).selectOption('sum');
    await page.getByText('Tổng ba viên xúc xắc, từ 3 đến 18').waitFor();
    expect(await page.getByText(/Chế độ thưởng|K3: 3–18/).count()).toBe(0);
    const picker = page.getByRole('group', { name: 'Chọn số' });
    await picker.getByRole('button', { name: '10', exact: true }).click();
    expect(await page.getByLabel('Số chọn', { exact: true }).inputValue()).toBe('10');
    expect(await picker.getByRole('button', { name: '10', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await picker.getByRole('button', { name: '12', exact: true }).click();
    expect(await page.getByLabel('Số chọn', { exact: true }).inputValue()).toBe('12');
    await screenshot(page, 'lottery-picker-mobile-vi', { fullPage: false });
    // PK10's position bet: a position, then the car, in Vietnamese.
    await page.goto('/house/lottery?lang=vi&game=PK10');
    await page.getByLabel('Kiểu cược', { exact: true }).selectOption('dragon_tiger');
    await page.getByRole('group', { name: 'Vị trí' }).getByRole('button', { name: '2', exact: true }).click();
    await page.getByRole('group', { name: 'Chọn số' }).getByRole('button', { name: 'rồng', exact: true }).click();
    expect(await page.getByLabel('Số chọn', { exact: true }).inputValue()).toBe('2:rồng');
    await screenshot(page, 'lottery-picker-parts-mobile-vi', { fullPage: false });

    const en = await newPage({ viewport: 'desktop', language: 'en' });
    await en.goto('/house/lottery?lang=en&game=SSC');
    await en.getByLabel('Bet type', { exact: true }).selectOption('sum');
    await en.getByText('The total of the five numbers: big, small, odd or even').waitFor();
    await en.getByRole('group', { name: 'Pick' }).getByRole('button', { name: 'big', exact: true }).click();
    expect(await en.getByLabel('Numbers', { exact: true }).inputValue()).toBe('big');
    // A selection in two parts (a position and its value) is picked a row at a time.
    await en.getByLabel('Bet type', { exact: true }).selectOption('bsoe');
    await en.getByRole('group', { name: 'Pick' }).getByRole('button', { name: 'odd', exact: true }).click();
    expect(await en.getByLabel('Numbers', { exact: true }).inputValue()).toBe('_:odd');
    await en.getByRole('group', { name: 'Position' }).getByRole('button', { name: '3', exact: true }).click();
    expect(await en.getByLabel('Numbers', { exact: true }).inputValue()).toBe('3:odd');
    // star5: one digit per place.
    await en.getByLabel('Bet type', { exact: true }).selectOption('star5');
    for (const [place, digit] of [
      [1, '1'],
      [2, '2'],
      [3, '3'],
      [4, '4'],
      [5, '5'],
    ] as const)
      await en
        .getByRole('group', { name: `Digit ${place}` })
        .getByRole('button', { name: digit, exact: true })
        .click();
    expect(await en.getByLabel('Numbers', { exact: true }).inputValue()).toBe('12345');
    await screenshot(en, 'lottery-picker-desktop-en', { fullPage: false });
  });
});
