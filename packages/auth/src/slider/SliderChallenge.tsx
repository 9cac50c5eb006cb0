import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { SliderAnswer } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, ErrorState, Spinner } from '@wl/ui-kit';
import { useSliderChallengeQuery } from '../account/accountsApi';

const Stage = styled.div`
  position: relative;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md};
  img {
    display: block;
  }
`;

const Piece = styled.img`
  position: absolute;
  top: 0;
  left: 0;
  pointer-events: none;
`;

const Range = styled.input`
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  margin: ${(p) => p.theme.space['2']} 0 0;
`;

const Hint = styled.p`
  margin: 0 0 ${(p) => p.theme.space['2']};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  text-align: center;
`;

export interface SliderChallengeProps {
  open: boolean;
  /** the player placed the piece: the answer goes with the protected request, which the server verifies */
  onSolved: (answer: SliderAnswer) => void;
  onClose: () => void;
  /** shown after the server refused the last answer */
  failed?: boolean;
}

/**
 * The slider challenge (docs/product-decisions.md 11): the server issues it, the player drags the piece, the server
 * checks the answer.
 */
export function SliderChallenge({ open, onSolved, onClose, failed }: SliderChallengeProps) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const [nonce, setNonce] = useState(0);
  const challenge = useSliderChallengeQuery(nonce, { skip: !open, refetchOnMountOrArgChange: true });
  const [x, setX] = useState(0);
  const [dragged, setDragged] = useState(false);
  const trail = useRef<[number, number][]>([]);
  const started = useRef(0);

  function move(value: number) {
    if (!trail.current.length) started.current = performance.now();
    trail.current.push([value, Math.round(performance.now() - started.current)]);
    setX(value);
    setDragged(true);
  }

  function verify() {
    if (!challenge.data) return;
    onSolved({ challengeId: challenge.data.challengeId, x, trail: trail.current });
    trail.current = [];
    setX(0);
    setDragged(false);
    setNonce((n) => n + 1);
  }

  const c = challenge.data;
  return (
    <Dialog open={open} onClose={onClose} title={t('slider.title')} closeLabel={tc('common.close')}>
      <Hint role={failed ? 'alert' : undefined}>{failed ? t('slider.failed') : t('slider.hint')}</Hint>
      {challenge.isError ? (
        <ErrorState title={tc('common.loadFailed')} retryLabel={tc('common.retry')} onRetry={() => setNonce((n) => n + 1)} />
      ) : !c || challenge.isFetching ? (
        <Spinner label={t('slider.loading')} />
      ) : (
        <>
          <Stage style={{ width: c.width, height: c.height }}>
            <img src={c.background} width={c.width} height={c.height} alt="" />
            <Piece src={c.piece} width={c.pieceSize} height={c.pieceSize} alt="" style={{ transform: `translate(${x}px, ${c.pieceY}px)` }} />
          </Stage>
          <Range
            type="range"
            min={0}
            max={c.width - c.pieceSize}
            value={x}
            aria-label={t('slider.handle')}
            onChange={(e) => move(Number(e.target.value))}
            onPointerUp={verify}
            onKeyUp={(e) => e.key === 'Enter' && verify()}
          />
          <Button block variant="primary" onClick={verify} disabled={!dragged}>
            {t('slider.verify')}
          </Button>
        </>
      )}
    </Dialog>
  );
}
