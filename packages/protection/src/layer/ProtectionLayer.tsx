import { useState } from 'react';
import { useAppSelector } from '@wl/api-client';
import { isTrialType, selectSession } from '@wl/auth';
import { useBrand } from '@wl/brand';
import { ageGateNeeded } from '../ageGate';
import { AgeGate } from './AgeGate';
import { RealityCheck } from './RealityCheck';

/**
 * What player protection lays over every page, loaded by the shell only when needed (a device that has not confirmed
 * the brand's minimum age, or a member session): the age prompt, and the reality check of a member's session (a new
 * session, a new count).
 */
export function ProtectionLayer() {
  const brand = useBrand();
  const session = useAppSelector(selectSession);
  const [gate, setGate] = useState(() => ageGateNeeded(brand));
  return (
    <>
      {gate && <AgeGate onConfirmed={() => setGate(false)} />}
      {session && !isTrialType(session.type) && <RealityCheck key={session.token} />}
    </>
  );
}
