import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ERROR_CODE, isApiError, type SystemStatus } from '@wl/api-client';
import { readCachedStatus, siteModeOf, useSystemStatusQuery, writeCachedStatus } from './statusApi';

// shown only in maintenance or a restricted region: its own chunk, off the home route's initial JS
const StatusPage = lazy(() => import('./StatusPage').then((m) => ({ default: m.StatusPage })));

/**
 * Fetches the system status on start (cached value first, refreshed in the background): 1 shows the
 * maintenance page, 2 the region-restricted page, 0 the site. A failed status call never blocks the site,
 * but a call refused for maintenance or region restriction switches to that page.
 */
export function SystemStatusGate({ children }: { children: ReactNode }) {
  const [cached] = useState(readCachedStatus);
  const query = useSystemStatusQuery();

  useEffect(() => {
    if (query.data) writeCachedStatus(query.data);
  }, [query.data]);

  const status: SystemStatus | undefined = query.data ?? (query.isError ? fromError(query.error, cached) : cached);
  const mode = siteModeOf(status);
  if (mode === 'site') return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <StatusPage mode={mode} ip={status?.location.ip ?? ''} checking={query.isFetching} onCheckAgain={() => void query.refetch()} />
    </Suspense>
  );
}

function fromError(error: unknown, cached: SystemStatus | undefined): SystemStatus | undefined {
  if (!isApiError(error)) return cached;
  const base = { maintenance: false, regionRestriction: false, location: { ip: cached?.location.ip ?? '' }, info: '' };
  if (error.code === ERROR_CODE.maintenance) return { ...base, status: 1, maintenance: true };
  if (error.code === ERROR_CODE.regionRestricted) return { ...base, status: 2, regionRestriction: true };
  return cached;
}
