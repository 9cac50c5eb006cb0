// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoplay, type Slides } from './autoplay';

function fakeSlides() {
  const handlers = new Set<() => void>();
  const slides = {
    moves: [] as number[],
    slideNext(speed: number) {
      this.moves.push(speed);
      handlers.forEach((h) => h());
    },
    on: (_: 'slideChange', h: () => void) => void handlers.add(h),
    off: (_: 'slideChange', h: () => void) => void handlers.delete(h),
    swipe: () => handlers.forEach((h) => h()),
  };
  return slides satisfies Slides;
}

describe('banner autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on every 5000 ms with a 1000 ms transition', () => {
    const slides = fakeSlides();
    autoplay(slides, 5000, 1000);
    vi.advanceTimersByTime(4999);
    expect(slides.moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(slides.moves).toEqual([1000]);
    vi.advanceTimersByTime(5000);
    expect(slides.moves).toEqual([1000, 1000]);
  });

  it('waits the whole delay again after a swipe, and stops when asked', () => {
    const slides = fakeSlides();
    const stop = autoplay(slides, 5000, 1000);
    vi.advanceTimersByTime(4000);
    slides.swipe();
    vi.advanceTimersByTime(4000);
    expect(slides.moves).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(slides.moves).toHaveLength(1);
    stop();
    vi.advanceTimersByTime(20_000);
    expect(slides.moves).toHaveLength(1);
  });
});
