import { screen } from '@testing-library/react';
import { renderApp } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { isTabActive, TabBar } from './TabBar';

describe('bottom tab bar', () => {
  it('counts every home path as home and sub-paths for their tab', () => {
    for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) expect(isTabActive('/m/home', path)).toBe(true);
    expect(isTabActive('/m/home', '/m/activity')).toBe(false);
    expect(isTabActive('/m/member/home', '/m/member/home')).toBe(true);
    expect(isTabActive('/m/activity', '/m/activityDetail')).toBe(false);
  });

  it('marks the current tab for assistive technology', async () => {
    await renderApp(<TabBar />, { route: '/m/activity' });
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
