import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, useBodyScrollLock } from '@wl/ui-kit';
import { AGE_CONFIRMED_KEY } from '../ageGate';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(p) => p.theme.space['4']};
  overflow-y: auto;
  background: ${(p) => p.theme.color.bg.page};
  color: ${(p) => p.theme.color.text.primary};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  width: 100%;
  max-width: 26rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
    overflow-wrap: anywhere;
    outline: none;
  }
  p {
    margin: 0 0 ${(p) => p.theme.space['2']};
    color: ${(p) => p.theme.color.text.secondary};
    overflow-wrap: anywhere;
  }
`;

/** Remembers on this device that the player confirmed the minimum age (storage unavailable: asked again next visit). */
function confirmAge(minimumAge: number): void {
  try {
    localStorage.setItem(AGE_CONFIRMED_KEY, String(minimumAge));
  } catch {
    // private mode: the answer lasts this visit only
  }
}

/**
 * The age prompt of a device's first visit: full screen over the site (which is inert behind it), the brand's
 * minimum age in the question. "Yes" is remembered on the device. "No" leaves a page of its own: the shell stops
 * rendering the site (`onDeclined(true)`: nothing of it behind, nothing loading), and the page offers to answer
 * again (`onDeclined(false)`: the site and the question come back). Nothing is remembered for a "no". `declined`
 * is the caller's (the protection layer's) state.
 */
export function AgeGate({
  declined = false,
  onConfirmed,
  onDeclined,
}: {
  declined?: boolean;
  onConfirmed: () => void;
  onDeclined: (declined: boolean) => void;
}) {
  return declined ? <AdultsOnly onAgain={() => onDeclined(false)} /> : <AgeQuestion onConfirmed={onConfirmed} onDecline={() => onDeclined(true)} />;
}

function AgeQuestion({ onConfirmed, onDecline }: { onConfirmed: () => void; onDecline: () => void }) {
  const brand = useBrand();
  const { t } = useTranslation('protection');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const age = brand.minimumAge;
  useBodyScrollLock(true);
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return undefined;
    root.inert = true;
    return () => void (root.inert = false);
  }, []);
  useEffect(() => heading.current?.focus(), []);

  return createPortal(
    <Screen role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId}>
      <Box>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {t('ageGate.title', { age })}
        </h1>
        <p id={bodyId}>{t('ageGate.body', { age, brand: brand.name })}</p>
        <Button
          block
          onClick={() => {
            confirmAge(age);
            onConfirmed();
          }}
        >
          {t('ageGate.confirm', { age })}
        </Button>
        <Button variant="secondary" block onClick={onDecline}>
          {t('ageGate.decline', { age })}
        </Button>
      </Box>
    </Screen>,
    document.body,
  );
}

/** The page a "no" leaves: in the page itself (the shell renders nothing else), with a way to answer again. */
function AdultsOnly({ onAgain }: { onAgain: () => void }) {
  const brand = useBrand();
  const { t } = useTranslation('protection');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const age = brand.minimumAge;
  useEffect(() => heading.current?.focus(), []);
  return (
    <Screen as="main" aria-labelledby={titleId}>
      <Box>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {t('ageGate.leftTitle')}
        </h1>
        <p>{t('ageGate.leftBody', { age, brand: brand.name })}</p>
        <Button variant="secondary" block onClick={onAgain}>
          {t('ageGate.again', { age })}
        </Button>
      </Box>
    </Screen>
  );
}
