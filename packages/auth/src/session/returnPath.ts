/** Router state that says where to go after login (set when a guest is sent to /m/login). */
export interface ReturnState {
  from?: { pathname: string; search?: string };
}

/** Where to go after a successful login: the page the player was on, else home. Never off-site. */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/m/home';
  if (from.pathname === '/m/login') return '/m/home';
  return `${from.pathname}${from.search ?? ''}`;
}
