// The platform's white-label at start (product decision 21, docs/decisions/072): a chunk main.tsx loads beside the
// start steps, so home's first JS carries only the cache read; the first view waits for it only when a cached
// white-label is to be laid over the build's brand.
import { baseApi } from '@wl/api-client';
import { whiteLabelMenu, whiteLabelTemplates } from '@wl/api-client/catalogue';
import { cacheWhiteLabel, overlayWhiteLabel, type RuntimeBrand, type WhiteLabelAnswer } from '@wl/brand';
import type { AppStore } from './store';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // by the brand's merchant code: the white-label is the merchant's, a trial session's too
    whiteLabelMenu: build.query<string[], string>({ query: (merchantCode) => ({ call: whiteLabelMenu, merchantCode }) }),
    whiteLabelTemplates: build.query<Record<string, string | number>, string>({ query: (merchantCode) => ({ call: whiteLabelTemplates, merchantCode }) }),
  }),
});

export { overlayWhiteLabel };

/**
 * Asks the platform for the merchant's white-label and stores what it answered for the next start (a part whose
 * call failed keeps the cached one). Answers the brand to show when it differs from the one the cached answer gives
 * (what the first view shows); undefined when it does not, or when neither call was answered (offline, a failure).
 */
export async function refreshWhiteLabel(store: AppStore, build: RuntimeBrand, cached: WhiteLabelAnswer | undefined): Promise<RuntimeBrand | undefined> {
  const [menu, templates] = await Promise.all([
    store.dispatch(api.endpoints.whiteLabelMenu.initiate(build.merchantCode, { subscribe: false })),
    store.dispatch(api.endpoints.whiteLabelTemplates.initiate(build.merchantCode, { subscribe: false })),
  ]);
  if (!menu.data && !templates.data) return undefined;
  const answer: WhiteLabelAnswer = { ...cached, ...(menu.data && { menu: menu.data }), ...(templates.data && { templates: templates.data }) };
  cacheWhiteLabel(build.id, answer);
  const next = overlayWhiteLabel(build, answer);
  return sameWhiteLabel(next, overlayWhiteLabel(build, cached)) ? undefined : next;
}

/** The same keys on (in any order) and the same templates. */
function sameWhiteLabel(a: RuntimeBrand, b: RuntimeBrand): boolean {
  const keys = (brand: RuntimeBrand) => [...brand.menu].sort().join();
  const names = new Set([...Object.keys(a.templates), ...Object.keys(b.templates)]) as Set<keyof RuntimeBrand['templates']>;
  return keys(a) === keys(b) && [...names].every((name) => a.templates[name] === b.templates[name]);
}
