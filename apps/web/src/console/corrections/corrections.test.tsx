import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../../test/console';

const LAZY = { timeout: 10_000 };
inEnglishConsole();

const row = (over: Record<string, unknown>) => ({
  id: 1,
  product: 'sports',
  subjectId: 12,
  baseVersion: 1,
  result: { home: 0, away: 1 },
  reason: 'VAR review',
  status: 'pending',
  requestedBy: 'someone-else',
  decidedBy: null,
  decisionReason: null,
  createdAt: '2026-12-07T10:00:00.000Z',
  decidedAt: null,
  ...over,
});

/** The result corrections page (issue 34): asking for one, and another operator's decision. */
describe('the result corrections page', () => {
  it('asks for a lottery correction in the CLI’s prize form and approves another operator’s', async () => {
    const asked: unknown[] = [];
    const approved: string[] = [];
    serveApi({
      '/ops/auth/me': operatorOf('owner'),
      '/ops/result-corrections': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          asked.push(JSON.parse(String(init.body)));
          return row({ id: 2, product: 'lottery', subjectId: 5, result: { prizes: { DB: ['12345'] } } });
        }
        return [row({})];
      },
      '/ops/result-corrections/1/approve': (url: URL) => {
        approved.push(url.pathname);
        return row({ status: 'approved', decidedBy: 'me' });
      },
    });
    renderConsole('/result-corrections');
    const form = await screen.findByRole('form', { name: 'Ask for a correction' }, LAZY);
    fireEvent.change(within(form).getByLabelText('Product'), { target: { value: 'lottery' } });
    fireEvent.change(within(form).getByLabelText('Draw id'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Corrected prizes'), {
      target: { value: 'DB=12345; G2=11111, 22222' },
    });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'official correction' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() =>
      expect(asked).toEqual([
        {
          product: 'lottery',
          subjectId: 5,
          prizes: { DB: ['12345'], G2: ['11111', '22222'] },
          reason: 'official correction',
        },
      ]),
    );

    const item = await screen.findByRole('listitem', { name: '#1' });
    expect(within(item).getByText('Fixture #12')).toBeTruthy();
    expect(within(item).getByText('0–1')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Approve and re-settle' }));
    await waitFor(() => expect(approved).toEqual(['/ops/result-corrections/1/approve']));
  }, 30_000);
});
