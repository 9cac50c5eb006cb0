import { act, screen } from '@testing-library/react';
import { renderApp } from '@wl/auth/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkNotice, networkState } from './NetworkNotice';
import { isBackSwipe } from './PageTransition';

describe('network notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('say No Internet offline and Slow Connection on a 2G-class connection', () => {
    expect(networkState(false, '4g')).toBe('offline');
    expect(networkState(true, 'slow-2g')).toBe('slow');
    expect(networkState(true, '2g')).toBe('slow');
    expect(networkState(true, '3g')).toBe('ok');
    expect(networkState(true, undefined)).toBe('ok');
  });

  it('follow the browser going offline and back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderApp(<NetworkNotice />);
    expect(screen.queryByText('No Internet')).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('No Internet').closest('[role="status"]')).not.toBeNull();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('No Internet')).toBeNull();
  });
});

describe('page transitions', () => {
  it('count a rightward swipe of more than 100 px as a back swipe', () => {
    expect(isBackSwipe(10, 111)).toBe(true);
    expect(isBackSwipe(10, 110)).toBe(false);
    expect(isBackSwipe(200, 50)).toBe(false);
  });
});
