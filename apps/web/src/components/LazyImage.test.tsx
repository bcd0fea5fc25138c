import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_THRESHOLD, LazyImage, retryUrl } from './LazyImage';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }> = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const holder = (c: HTMLElement) => c.querySelector('[data-state]') as HTMLElement;
const img = (c: HTMLElement) => c.querySelector('img');

function reveal() {
  act(() => observers.at(-1)!.callback([{ isIntersecting: true, intersectionRatio: 0.2 }]));
}

describe('<LazyImage>', () => {
  it('waits until a tenth of it is visible before loading', () => {
    const { container } = render(<LazyImage src="/art/a.svg" alt="A" />);
    expect(observers[0]!.options?.threshold).toBe(LAZY_IMAGE_THRESHOLD);
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1);
    expect(holder(container).dataset.state).toBe('idle');
    expect(img(container)).toBeNull();
    reveal();
    expect(holder(container).dataset.state).toBe('loading');
    expect(img(container)!.getAttribute('src')).toBe('/art/a.svg');
    expect(observers[0]!.disconnected).toBe(true);
    fireEvent.load(img(container)!);
    expect(holder(container).dataset.state).toBe('loaded');
  });

  it('retries a failed load and succeeds on the second attempt', () => {
    vi.useFakeTimers();
    const { container } = render(<LazyImage src="/art/a.svg" alt="A" retryDelayMs={100} />);
    reveal();
    fireEvent.error(img(container)!);
    expect(img(container)).toBeNull();
    expect(holder(container).dataset.state).toBe('loading');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(holder(container).dataset.attempt).toBe('2');
    expect(img(container)!.getAttribute('src')).toBe('/art/a.svg?retry=1');
    fireEvent.load(img(container)!);
    expect(holder(container).dataset.state).toBe('loaded');
  });

  it('gives up after three attempts and shows the error state', () => {
    vi.useFakeTimers();
    const states: string[] = [];
    const { container, getByRole } = render(
      <LazyImage src="/art/a.svg?v=1" alt="Vendor A" retryDelayMs={10} onStateChange={(s) => states.push(s)} />,
    );
    reveal();
    const srcs: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      srcs.push(img(container)!.getAttribute('src')!);
      fireEvent.error(img(container)!);
      act(() => {
        vi.advanceTimersByTime(10 * attempt);
      });
    }
    expect(srcs).toEqual(['/art/a.svg?v=1', '/art/a.svg?v=1&retry=1', '/art/a.svg?v=1&retry=2']);
    expect(holder(container).dataset.state).toBe('error');
    expect(img(container)).toBeNull();
    expect(getByRole('img', { name: 'Vendor A' })).toBeTruthy();
    expect(states).toEqual(['idle', 'loading', 'error']);
  });

  it('loads an eager picture at once, with its priority and without the fade-in', () => {
    const { container } = render(<LazyImage src="/art/c.svg" alt="C" eager fetchPriority="high" />);
    expect(observers).toHaveLength(0);
    expect(holder(container).dataset.state).toBe('loading');
    const picture = img(container)!;
    expect(picture.getAttribute('src')).toBe('/art/c.svg');
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.className).not.toMatch(/opacity-0|transition-opacity/);
    fireEvent.load(picture);
    expect(holder(container).dataset.state).toBe('loaded');
  });

  it('fades a lazy picture in once it has loaded', () => {
    const { container } = render(<LazyImage src="/art/d.svg" alt="D" />);
    reveal();
    expect(img(container)!.className).toMatch(/opacity-0/);
    expect(img(container)!.hasAttribute('fetchpriority')).toBe(false);
    fireEvent.load(img(container)!);
    expect(img(container)!.className).toMatch(/opacity-100/);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<LazyImage src="/art/b.svg" alt="B" />);
    expect(img(container)!.getAttribute('src')).toBe('/art/b.svg');
  });
});

describe('retryUrl', () => {
  it('leaves the first attempt and data URLs alone', () => {
    expect(retryUrl('/x.svg', 1)).toBe('/x.svg');
    expect(retryUrl('data:image/png;base64,AAA', 3)).toBe('data:image/png;base64,AAA');
    expect(retryUrl('/x.svg#frag', 2)).toBe('/x.svg?retry=1#frag');
  });
});
