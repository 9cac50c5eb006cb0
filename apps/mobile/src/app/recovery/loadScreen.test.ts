// @vitest-environment node
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenName } from '../screens';
import { loadScreen, resetScreens, screenLoaded } from './loadScreen';

// module state: every test starts with no chunk loaded, whatever ran before it in this worker
beforeEach(() => resetScreens());

const Page: ComponentType = () => null;

describe('screen chunks', () => {
  it('imports a chunk once, and again after it failed (no rejected promise kept)', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: x')).mockResolvedValue(Page);
    const loaders = { promotions: load } as unknown as Record<ScreenName, () => Promise<ComponentType>>;
    await expect(loadScreen('promotions', loaders)).rejects.toThrow(TypeError);
    expect(screenLoaded('promotions')).toBe(false);
    await expect(loadScreen('promotions', loaders)).resolves.toBe(Page);
    await expect(loadScreen('promotions', loaders)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screenLoaded('promotions')).toBe(true);
  });
});
