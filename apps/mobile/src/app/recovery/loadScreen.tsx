import { use, type ComponentType } from 'react';
import { SCREENS, type ScreenName } from '../screens';

/** A promise React's `use` reads at once when it has settled (it reads `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loading = new Map<ScreenName, Tracked<ComponentType>>();
const screenErrors = new WeakSet<object>();

/**
 * Whether an error is a screen chunk that loadScreen could not load (Retry loads it afresh). Other chunk errors
 * come from React.lazy parts of a screen or of the shell, which keep their rejection: only a reload loads them.
 */
export function isScreenLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && screenErrors.has(error);
}

/**
 * The screen's chunk, loaded once. A failed load is forgotten, so the next call (a retry, the next visit) runs the
 * import again: React.lazy and React Router's `lazy` keep a rejected promise for good, which left a screen that
 * failed once (offline) broken until a reload.
 */
export function loadScreen(name: ScreenName, loaders: Record<ScreenName, () => Promise<ComponentType>> = SCREENS): Promise<ComponentType> {
  let promise = loading.get(name);
  if (!promise) {
    const tracked: Tracked<ComponentType> = loaders[name]();
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
        if (typeof reason === 'object' && reason !== null) screenErrors.add(reason);
        if (loading.get(name) === tracked) loading.delete(name);
      },
    );
    loading.set(name, tracked);
    promise = tracked;
  }
  return promise;
}

/** Whether the screen's chunk has loaded (its route need not load it again on revalidation). */
export function screenLoaded(name: ScreenName): boolean {
  return loading.get(name)?.status === 'fulfilled';
}

const components = new Map<ScreenName, ComponentType>();

/**
 * The route component of a screen: renders what the route's loader loaded (the loader runs before the route
 * renders; `use` covers a render without it).
 */
export function screenComponent(name: ScreenName): ComponentType {
  let component = components.get(name);
  if (!component) {
    component = function Screen() {
      const Loaded = use(loadScreen(name));
      return <Loaded />;
    };
    component.displayName = `Screen(${name})`;
    components.set(name, component);
  }
  return component;
}

/** Tests only: forget every loaded screen. */
export function resetScreens(): void {
  loading.clear();
}
