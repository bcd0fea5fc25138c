import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { ErrorState } from './ErrorState';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const outage = (seconds: number) =>
  new ApiError('service_unavailable', 'server text', 503, undefined, { retryAfterSeconds: seconds });

describe('ErrorState', () => {
  it('shows a brief outage (503 service_unavailable) as one, with the wait, and retries after it', async () => {
    await i18n.changeLanguage('en');
    const onRetry = vi.fn();
    render(<ErrorState error={outage(5)} onRetry={onRetry} />);
    expect(screen.getByText('Back in a moment')).toBeTruthy();
    expect(screen.getByText('The site is briefly unavailable, please try again in 5 seconds')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(onRetry).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Vietnamese by default', async () => {
    await i18n.changeLanguage('vi');
    render(<ErrorState error={outage(5)} />);
    expect(screen.getByText('Sẽ hoạt động trở lại ngay')).toBeTruthy();
    expect(screen.getByText('Hệ thống tạm thời gián đoạn, vui lòng thử lại sau 5 giây')).toBeTruthy();
  });

  it('keeps other failures as failures, without retrying by itself', async () => {
    await i18n.changeLanguage('en');
    const onRetry = vi.fn();
    render(<ErrorState error={new ApiError('system_error', '', 500)} onRetry={onRetry} />);
    expect(screen.getByText('Could not load the data')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(onRetry).not.toHaveBeenCalled();
  });
});
