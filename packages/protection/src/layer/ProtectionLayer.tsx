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
 * session, a new count). `onAgeDeclined` tells the shell that the player said no to the age question (true) or
 * chose to answer again (false): the shell renders nothing of the site meanwhile.
 */
export function ProtectionLayer({ onAgeDeclined }: { onAgeDeclined?: (declined: boolean) => void }) {
  const brand = useBrand();
  const session = useAppSelector(selectSession);
  const [gate, setGate] = useState(() => ageGateNeeded(brand));
  const [declined, setDeclined] = useState(false);
  return (
    <>
      {gate && (
        <AgeGate
          declined={declined}
          onConfirmed={() => setGate(false)}
          onDeclined={(value) => {
            setDeclined(value);
            onAgeDeclined?.(value);
          }}
        />
      )}
      {/* a player who said no sees the adults-only page alone */}
      {session && !isTrialType(session.type) && !declined && <RealityCheck key={session.token} />}
    </>
  );
}
