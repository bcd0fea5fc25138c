import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GeneralModal, GeneralModalProvider, preloadGeneralModal, useGeneralModal } from './GeneralModal';

// The modal's code is a lazy chunk; once loaded (as after its first showing) modals show at once.
beforeAll(() => preloadGeneralModal());

afterEach(() => {
  vi.useRealTimers();
});

const cover = () => screen.getByTestId('general-modal-cover');

describe('<GeneralModal>', () => {
  it('shows the title, sanitised HTML content and buttons', () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <GeneralModal
        open
        onClose={onClose}
        icon="warning"
        title="Heads up"
        content={'<p>Hello <b>player</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
        buttons={[
          { key: 'cancel', label: 'Cancel', variant: 'ghost' },
          { key: 'confirm', label: 'Confirm', onClick: onConfirm },
        ]}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Heads up' });
    expect(dialog.textContent).toContain('Hello player');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('confirm');
  });

  it('closes on a click on the cover', () => {
    const onClose = vi.fn();
    render(<GeneralModal open onClose={onClose} title="T" content="c" />);
    fireEvent.click(cover());
    expect(onClose).toHaveBeenCalledWith('cover');
  });

  it('stays open on a cover click when cover is false, and on Escape too', () => {
    const onClose = vi.fn();
    render(<GeneralModal open onClose={onClose} title="T" content="c" cover={false} />);
    fireEvent.click(cover());
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('closes itself after autoCloseMs', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<GeneralModal open onClose={onClose} title="T" autoCloseMs={3000} />);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('does not auto-close while closed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<GeneralModal open={false} onClose={onClose} title="T" autoCloseMs={100} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useGeneralModal().show', () => {
  function Opener({ onResult }: { onResult: (r: string) => void }) {
    const modal = useGeneralModal();
    return (
      <button type="button" onClick={() => void modal.show({ title: 'First', autoCloseMs: 50 }).then(onResult)}>
        open
      </button>
    );
  }

  it('resolves with the close reason and removes the modal', async () => {
    vi.useFakeTimers();
    const onResult = vi.fn();
    render(
      <GeneralModalProvider>
        <Opener onResult={onResult} />
      </GeneralModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(60);
    });
    expect(onResult).toHaveBeenCalledWith('timeout');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
