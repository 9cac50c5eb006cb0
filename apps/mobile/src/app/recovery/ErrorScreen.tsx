import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useBrand, useBrandLogo } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';

// rem type and spacing, so the screen grows with the player's text size (200 % fits from 320 px wide)
const Screen = styled.main<{ $inFrame: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  box-sizing: border-box;
  width: 100%;
  max-width: 640px;
  min-height: ${(p) => (p.$inFrame ? 'auto' : '100dvh')};
  flex: 1;
  margin: 0 auto;
  padding: 2rem 1.25rem calc(2rem + env(safe-area-inset-bottom, 0px));
  text-align: center;
  background: ${(p) => (p.$inFrame ? 'none' : `linear-gradient(180deg, ${p.theme.color.brand.gradientFrom}, ${p.theme.color.bg.page} 45%)`)};
  color: ${(p) => p.theme.color.text.primary};
  font-family: ${(p) => p.theme.font.family};
  overflow-wrap: anywhere;
`;

const Logo = styled.img`
  display: block;
  max-width: 60%;
  height: 2.25rem;
  object-fit: contain;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.3;
  font-weight: ${(p) => p.theme.font.weight.bold};
  &:focus {
    outline: none;
  }
`;

const Body = styled.p`
  margin: 0;
  max-width: 26rem;
  font-size: 1rem;
  line-height: 1.5;
  color: ${(p) => p.theme.color.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  width: 100%;
  max-width: 26rem;
  margin-top: 0.5rem;

  > button {
    flex: 1 1 8rem;
    padding-block: 0.5em;
    font-size: 1rem;
  }
`;

export interface ErrorScreenProps {
  onRetry: () => void;
  onHome: () => void;
  /** a retry is under way: Retry shows a spinner and waits */
  retrying?: boolean;
  /** in a screen's place inside the app's frame (header, tab bar), not the whole page */
  inFrame?: boolean;
  /** offline: says "No Internet" */
  offline?: boolean;
}

/**
 * The one error screen of the site (a screen that failed to load or to render, any error of the app): the brand's
 * logo and colours, what happened, Retry and Home; in a screen's place inside the frame, or the whole page when
 * the frame itself failed. Built into the first JS: it must show without the network.
 */
export function ErrorScreen({ onRetry, onHome, retrying = false, inFrame = false, offline = false }: ErrorScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const logo = useBrandLogo();
  const title = useRef<HTMLHeadingElement>(null);
  // a screen reader starts from what happened, not from wherever focus was (a tab that is gone now)
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  return (
    <Screen data-testid={inFrame ? 'screen-error' : 'error-screen'} aria-labelledby="error-screen-title" $inFrame={inFrame}>
      <Logo src={logo} alt={brand.name} />
      <Title id="error-screen-title" ref={title} tabIndex={-1}>
        {t(offline ? 'common.noInternet' : 'recovery.title')}
      </Title>
      <Body>{t('recovery.body')}</Body>
      <Actions>
        <Button variant="primary" size="lg" loading={retrying} onClick={onRetry}>
          {t('recovery.retry')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onHome}>
          {t('recovery.home')}
        </Button>
      </Actions>
    </Screen>
  );
}
