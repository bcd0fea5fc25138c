import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { GeneralModalProvider, preloadGeneralModal } from './GeneralModal';
import { SendCodeButton } from './SendCodeButton';

// The general modal's code is a lazy chunk; loaded here as after its first showing (fake timers below).
beforeAll(() => preloadGeneralModal());

function renderButton(onSend: () => Promise<{ expiredMinutes: number }>, fixedSeconds?: number) {
  render(
    <GeneralModalProvider>
      <SendCodeButton onSend={onSend} fixedSeconds={fixedSeconds} />
    </GeneralModalProvider>,
  );
}

/** Lets resolved promises run, then moves the clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  vi.useFakeTimers();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SendCodeButton', () => {
  it('counts down expiredMinutes × 60 s after a send and blocks sending meanwhile', async () => {
    const onSend = vi.fn(async () => ({ expiredMinutes: 2 }));
    renderButton(onSend);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await advance(0);
    const counting = screen.getByRole('button', { name: 'Resend in 120 s' }) as HTMLButtonElement;
    expect(counting.disabled).toBe(true);
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend in 119 s' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Resend in/ }));
    expect(onSend).toHaveBeenCalledTimes(1);
    await advance(59_000);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    await advance(60_000);
    const again = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    fireEvent.click(again);
    await advance(0);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('uses a fixed countdown when given (60 s for the social SMS provider)', async () => {
    renderButton(async () => ({ expiredMinutes: 5 }), 60);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
  });

  it("tells the server's wait, not a fixed one, when sends are limited", async () => {
    const limited = (retryAfterSeconds: number) => async (): Promise<{ expiredMinutes: number }> => {
      throw new ApiError('sms_too_many_requests', 'server says wait', 429, undefined, { retryAfterSeconds });
    };
    renderButton(limited(15));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await advance(0);
    expect(screen.getByText('Too many requests, try again in 15 seconds')).toBeTruthy();
    expect(screen.queryByText(/5 minutes/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    cleanup();
    await i18n.changeLanguage('vi');
    renderButton(limited(1700));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    await advance(0);
    expect(screen.getByText('Quá nhiều yêu cầu, vui lòng thử lại sau 29 phút')).toBeTruthy();
  });

  it('sends at most once per 1000 ms and shows a failed send in a warning dialog', async () => {
    const onSend = vi.fn(async (): Promise<{ expiredMinutes: number }> => {
      throw new ApiError('sms_too_many_requests', 'server says wait', 429);
    });
    renderButton(onSend);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await advance(0);
    expect(screen.getByRole('alertdialog', { name: 'Could not send the code' })).toBeTruthy();
    expect(screen.getByText('Too many requests, retry after 5 minutes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await advance(0);
    expect(onSend).toHaveBeenCalledTimes(1);
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await advance(0);
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});
