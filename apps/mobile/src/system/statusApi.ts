import { baseApi, type SystemStatus } from '@wl/api-client';
import { systemStatus } from '@wl/api-client/catalogue';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: build.query<SystemStatus, void>({
      query: () => ({ call: systemStatus }),
    }),
  }),
});

export const { useSystemStatusQuery } = api;

/** localStorage key of the last known status: shown at once on the next start, refreshed in the background. */
export const STATUS_CACHE_KEY = 'systemStatus';

export type SiteMode = 'site' | 'maintenance' | 'restricted';

/** 1 maintenance (wins when both are on), 2 region restricted, anything else the site (spec 001 section 4). */
export function siteModeOf(status: Pick<SystemStatus, 'status'> | undefined): SiteMode {
  if (status?.status === 1) return 'maintenance';
  if (status?.status === 2) return 'restricted';
  return 'site';
}

export function readCachedStatus(): SystemStatus | undefined {
  try {
    const raw = localStorage.getItem(STATUS_CACHE_KEY);
    return raw ? (JSON.parse(raw) as SystemStatus) : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedStatus(status: SystemStatus): void {
  try {
    localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(status));
  } catch {
    // storage unavailable: the status is fetched on every start
  }
}
