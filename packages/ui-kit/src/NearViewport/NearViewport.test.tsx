import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { NearViewport } from './NearViewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
function fakeObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('NearViewport', () => {
  it('keeps the space and renders nothing of its children until their place comes near the viewport', () => {
    const observers = fakeObserver();
    renderWithTheme(
      <NearViewport minHeight="300px" margin="200px">
        <p>Winners</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Winners')).not.toBeInTheDocument();
    expect(observers[0]!.options?.rootMargin).toBe('200px 0px');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Winners')).not.toBeInTheDocument();

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Winners')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('keeps the space without watching until it is ready', () => {
    const observers = fakeObserver();
    const { rerender } = renderWithTheme(
      <NearViewport minHeight="300px" ready={false}>
        <p>Winners</p>
      </NearViewport>,
    );
    expect(observers).toHaveLength(0);
    rerender(
      <NearViewport minHeight="300px">
        <p>Winners</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Winners')).not.toBeInTheDocument();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Winners')).toBeInTheDocument();
  });

  it('renders at once where the browser cannot observe, once it is ready', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = renderWithTheme(
      <NearViewport minHeight="300px" ready={false}>
        <p>Winners</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Winners')).not.toBeInTheDocument();
    rerender(
      <NearViewport minHeight="300px">
        <p>Winners</p>
      </NearViewport>,
    );
    expect(screen.getByText('Winners')).toBeInTheDocument();
  });

  it('renders at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithTheme(
      <NearViewport minHeight="300px">
        <p>Winners</p>
      </NearViewport>,
    );
    expect(screen.getByText('Winners')).toBeInTheDocument();
  });
});
