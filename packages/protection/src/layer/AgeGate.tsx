import { useEffect, useId, useRef, useState } from 'react';
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
 * minimum age in the question. "Yes" is remembered on the device; "no" shows a neutral page with nothing to play,
 * from which the player can still answer again. Nothing is remembered for a "no".
 */
export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const brand = useBrand();
  const { t } = useTranslation('protection');
  const [declined, setDeclined] = useState(false);
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
  useEffect(() => heading.current?.focus(), [declined]);

  return createPortal(
    <Screen role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId}>
      <Box>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {declined ? t('ageGate.leftTitle') : t('ageGate.title', { age })}
        </h1>
        <p id={bodyId}>{t(declined ? 'ageGate.leftBody' : 'ageGate.body', { age, brand: brand.name })}</p>
        {declined ? (
          <Button variant="secondary" block onClick={() => setDeclined(false)}>
            {t('ageGate.again', { age })}
          </Button>
        ) : (
          <>
            <Button
              block
              onClick={() => {
                confirmAge(age);
                onConfirmed();
              }}
            >
              {t('ageGate.confirm', { age })}
            </Button>
            <Button variant="secondary" block onClick={() => setDeclined(true)}>
              {t('ageGate.decline', { age })}
            </Button>
          </>
        )}
      </Box>
    </Screen>,
    document.body,
  );
}
