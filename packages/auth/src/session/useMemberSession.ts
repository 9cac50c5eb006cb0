import { useAppSelector } from '@wl/api-client';
import { selectSession } from './sessionSlice';
import { useMemberInfoQuery, useWalletQuery } from './authApi';

/**
 * Home load (spec 000 section 4, spec 001 section 2): with a session, renew it and load member info and the
 * wallet afresh on every visit. The member info call renews the platform session; a rejected token ends it
 * everywhere (sessionExpired).
 */
export function useMemberSession() {
  const session = useAppSelector(selectSession);
  const member = useMemberInfoQuery(undefined, { skip: !session, refetchOnMountOrArgChange: true });
  const wallet = useWalletQuery(undefined, { skip: !session, refetchOnMountOrArgChange: true });
  return { session, member, wallet };
}
