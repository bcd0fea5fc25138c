import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './store';

describe('createStore', () => {
  it('reads, replaces and derives the value', () => {
    const store = createStore(1);
    expect(store.get()).toBe(1);
    store.set(2);
    expect(store.get()).toBe(2);
    store.set((n) => n + 3);
    expect(store.get()).toBe(5);
  });

  it('tells listeners of real changes only, until they unsubscribe', () => {
    const store = createStore<{ kind: string } | null>(null);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const value = { kind: 'login' };
    store.set(value);
    store.set(value);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('re-renders with the value, or with the selected part when it changes', () => {
    const store = createStore({ pending: 0, label: 'a' });
    let busyRenders = 0;
    function Label() {
      return <p>{useStore(store).label}</p>;
    }
    function Busy() {
      busyRenders += 1;
      return <p>{useStore(store, (s) => s.pending > 0) ? 'busy' : 'idle'}</p>;
    }
    render(
      <>
        <Label />
        <Busy />
      </>,
    );
    expect(screen.getByText('a')).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();

    act(() => store.set((s) => ({ ...s, label: 'b' })));
    expect(screen.getByText('b')).toBeTruthy();
    expect(busyRenders).toBe(1);

    act(() => store.set((s) => ({ ...s, pending: 2 })));
    expect(screen.getByText('busy')).toBeTruthy();
  });
});
