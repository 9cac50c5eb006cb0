import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;
afterEach(() => router?.dispose());

/** The screen's route of the router's current match (`*` is the fallback that sends a path to /m/home). */
const current = () => router!.state.matches.at(-1)?.route.path;

describe('app router', () => {
  it('opens the page it starts on, then finds every other screen of the route table on navigation', async () => {
    window.history.replaceState(null, '', '/m/home');
    router = createAppRouter();
    expect(current()).toBe('/m/home');
    await router.navigate('/m/activity');
    expect(router.state.location.pathname).toBe('/m/activity');
    expect(current()).toBe('/m/activity');
    await router.navigate('/m/login');
    expect(current()).toBe('/m/login');
  });

  it('sends an unknown path to the fallback, also when the site starts on one', async () => {
    window.history.replaceState(null, '', '/m/no-such-page');
    router = createAppRouter();
    await router.navigate('/m/another-unknown');
    expect(current()).toBe('*');
    await router.navigate('/m/help');
    expect(current()).toBe('/m/help');
  });
});
