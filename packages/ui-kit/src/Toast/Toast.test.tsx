import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleTheme } from '../testing';
import { UiKitProvider } from '../UiKitProvider/UiKitProvider';
import { TOAST_DURATION, ToastProvider, toastDuration, useToast } from './Toast';
import type { ToastApi, ToastOptions } from './Toast';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <UiKitProvider theme={sampleTheme}>
      <ToastProvider>{children}</ToastProvider>
    </UiKitProvider>
  );
}

function setup(): ToastApi {
  return renderHook(() => useToast(), { wrapper }).result.current;
}

function show(api: ToastApi, options: ToastOptions): string {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast durations', () => {
  it('are 3 s, 8 s, 1.5 s and at most 9999 ms for loading', () => {
    expect(TOAST_DURATION).toEqual({ short: 3000, long: 8000, notice: 1500, loadingMax: 9999 });
    expect(toastDuration()).toBe(3000);
    expect(toastDuration('short')).toBe(3000);
    expect(toastDuration('success')).toBe(3000);
    expect(toastDuration('error')).toBe(3000);
    expect(toastDuration('long')).toBe(8000);
    expect(toastDuration('notice')).toBe(1500);
    expect(toastDuration('loading')).toBe(9999);
    expect(toastDuration('long', 2000)).toBe(2000);
  });
});

describe('ToastProvider and useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a short toast (the default) as a polite status for 3 s', () => {
    const api = setup();
    show(api, { message: 'Saved' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    advance(2999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a long toast for 8 s', () => {
    const api = setup();
    show(api, { message: 'Read this', kind: 'long' });
    advance(7999);
    expect(screen.getByText('Read this')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Read this')).not.toBeInTheDocument();
  });

  it('keeps a notice for 1.5 s', () => {
    const api = setup();
    show(api, { message: 'Copied', kind: 'notice' });
    advance(1499);
    expect(screen.getByText('Copied')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until dismissed', () => {
    const api = setup();
    const id = show(api, { message: 'Please wait', kind: 'loading' });
    advance(5000);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
    act(() => api.dismiss(id));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });

  it('removes a loading toast after 9999 ms at most', () => {
    const api = setup();
    show(api, { message: 'Please wait', kind: 'loading' });
    advance(9998);
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });

  it('uses an explicit duration instead of the kind default', () => {
    const api = setup();
    show(api, { message: 'Bonus rejected', duration: 2000 });
    advance(1999);
    expect(screen.getByText('Bonus rejected')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Bonus rejected')).not.toBeInTheDocument();
  });

  it('announces errors assertively (role=alert) and successes politely', () => {
    const api = setup();
    show(api, { message: 'Network error', kind: 'error' });
    show(api, { message: 'Deposit sent', kind: 'success' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('status')).toHaveTextContent('Deposit sent');
  });

  it('shows several toasts, each with its own id and timer, and dismisses one early', () => {
    const api = setup();
    const first = show(api, { message: 'One' });
    const second = show(api, { message: 'Two', kind: 'long' });
    expect(first).not.toBe(second);
    act(() => api.dismiss(second));
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
    advance(3000);
    expect(screen.queryByText('One')).not.toBeInTheDocument();
  });

  it('throws a developer error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Use />)).toThrow(/ToastProvider/);
  });
});

function Use() {
  useToast();
  return null;
}

describe('ToastProvider in StrictMode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still removes a toast shown while the page mounts', () => {
    function ShowOnMount() {
      const toast = useToast();
      useEffect(() => {
        const id = toast.show({ message: 'Welcome' });
        return () => toast.dismiss(id);
      }, [toast]);
      return null;
    }
    render(
      <StrictMode>
        <UiKitProvider theme={sampleTheme}>
          <ToastProvider>
            <ShowOnMount />
          </ToastProvider>
        </UiKitProvider>
      </StrictMode>,
    );
    expect(screen.getAllByText('Welcome')).toHaveLength(1);
    advance(TOAST_DURATION.short);
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
  });
});
