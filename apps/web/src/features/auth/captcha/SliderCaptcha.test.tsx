import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveApi } from '../../../../test/harness';
import { SliderCaptcha } from './SliderCaptcha';

/** The handle, once the puzzle has loaded (its range is the picture width less the piece). */
async function readyHandle() {
  const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
  await waitFor(() => expect(handle.getAttribute('aria-disabled')).toBeNull());
  return handle;
}

const puzzle = {
  sliderId: 'p1',
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  pieceY: 30,
  pieceSize: 44,
  width: 280,
  height: 140,
  expiresInSeconds: 120,
};

let now = 0;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  // jsdom has no PointerEvent: a MouseEvent with a pointerId stands in for it.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    vi.stubGlobal('PointerEvent', PointerEventShim);
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SliderCaptcha', () => {
  it('records the drag as a trace in puzzle pixels and exchanges it for a ticket', async () => {
    const answers: unknown[] = [];
    serveApi({
      '/wps/captcha/slider': puzzle,
      '/wps/captcha/slider/verify': (_url: URL, init?: RequestInit) => {
        answers.push(JSON.parse(String(init?.body)));
        return { ticket: 't-123', expiresInSeconds: 120 };
      },
    });
    const onSolved = vi.fn();
    render(<SliderCaptcha onSolved={onSolved} />);
    const handle = await readyHandle();
    expect(handle.getAttribute('aria-valuemax')).toBe('236');

    fireEvent.pointerDown(handle, { clientX: 100, clientY: 50, pointerId: 1 });
    const moves: [number, number, number][] = [
      [40, 104, 51],
      [90, 120, 52],
      [160, 150, 50],
      [230, 170, 49],
      [320, 181, 50],
      [420, 185, 50],
    ];
    for (const [t, x, y] of moves) {
      now = 1000 + t;
      fireEvent.pointerMove(handle, { clientX: x, clientY: y, pointerId: 1 });
    }
    expect(handle.getAttribute('aria-valuenow')).toBe('85');
    now = 1460;
    await act(async () => {
      fireEvent.pointerUp(handle, { clientX: 185, clientY: 50, pointerId: 1 });
    });

    await vi.waitFor(() => expect(onSolved).toHaveBeenCalledWith('t-123'), { timeout: 2000 });
    const answer = answers[0] as { sliderId: string; offset: number; trace: { x: number; y: number; t: number }[] };
    expect(answer.sliderId).toBe('p1');
    expect(answer.offset).toBe(85);
    expect(answer.trace[0]).toEqual({ x: 0, y: 0, t: 0 });
    expect(answer.trace.slice(1, 7)).toEqual([
      { x: 4, y: 1, t: 40 },
      { x: 20, y: 2, t: 90 },
      { x: 50, y: 0, t: 160 },
      { x: 70, y: -1, t: 230 },
      { x: 81, y: 0, t: 320 },
      { x: 85, y: 0, t: 420 },
    ]);
    expect(answer.trace.at(-1)).toEqual({ x: 85, y: 0, t: 460 });
    expect(screen.getByRole('status').textContent).toBe('Verified');
  });

  it('keeps the piece inside the picture and ignores a click without a drag', async () => {
    const verify = vi.fn(() => ({ ticket: 'x', expiresInSeconds: 120 }));
    serveApi({ '/wps/captcha/slider': puzzle, '/wps/captcha/slider/verify': verify });
    render(<SliderCaptcha onSolved={() => undefined} />);
    const handle = await readyHandle();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 50, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 900, clientY: 50, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('236');
    fireEvent.pointerMove(handle, { clientX: 50, clientY: 50, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.pointerUp(handle, { clientX: 100, clientY: 50, pointerId: 1 });
    expect(verify).not.toHaveBeenCalled();
  });

  it('loads a new puzzle after a failed answer', async () => {
    let loads = 0;
    serveApi({
      '/wps/captcha/slider': () => ({ ...puzzle, sliderId: `p${++loads}` }),
      '/wps/captcha/slider/verify': () => {
        throw { status: 400, body: { success: false, errorCode: 'slider_failed', message: 'no' } };
      },
    });
    render(<SliderCaptcha onSolved={() => undefined} />);
    const handle = await readyHandle();
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0, pointerId: 1 });
    now = 1300;
    fireEvent.pointerMove(handle, { clientX: 60, clientY: 0, pointerId: 1 });
    now = 1400;
    fireEvent.pointerUp(handle, { clientX: 60, clientY: 0, pointerId: 1 });
    expect(await screen.findByText('That did not fit. Try the new puzzle.')).toBeTruthy();
    await vi.waitFor(() => expect(loads).toBe(2), { timeout: 3000 });
  });
});
