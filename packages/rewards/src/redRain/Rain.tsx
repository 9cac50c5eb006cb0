import { memo, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { packetsOf, platformNow, type Packet } from './round';
import type { RedRainRound } from '@wl/api-client/catalogue';

// The falling packets: one lane per packet, moved by a CSS animation of `transform` only (translate3d), which the
// compositor runs without layout, paint or script per frame. React renders the field once and again only when a
// packet is tapped (it is replaced by a short burst, itself a transform and opacity animation).

/**
 * A packet's size: a touch target of at least 44 px on a 320 px phone (16vw = 51 px), no larger than 3rem, so that
 * large text does not turn the rain into a wall (the packets are pictures, not text).
 */
const PACKET_W = 'min(3rem, 16vw)';
const PACKET_H = 'calc(min(3rem, 16vw) * 1.25)';

// the lane is the field's height with the packet at its bottom: from just above the field to just below it
const fall = keyframes`
  from { transform: translate3d(0, -100%, 0); }
  to { transform: translate3d(0, ${PACKET_H}, 0); }
`;

const burst = keyframes`
  from { transform: scale3d(0.6, 0.6, 1); opacity: 1; }
  to { transform: scale3d(1.6, 1.6, 1); opacity: 0; }
`;

export const Field = styled.div`
  position: relative;
  overflow: hidden;
  height: min(60vh, 32rem);
  min-height: 16rem;
  border-radius: ${(p) => p.theme.radius.card};
  background: linear-gradient(${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.brand.gradientTo});
  contain: strict;
  touch-action: manipulation;
`;

const Lane = styled.div`
  position: absolute;
  top: 0;
  height: 100%;
  width: ${PACKET_W};
  pointer-events: none;
  transform: translate3d(0, -100%, 0);
  animation-name: ${fall};
  animation-timing-function: linear;
  animation-fill-mode: both;
  will-change: transform;
`;

const envelope = css`
  position: absolute;
  bottom: 0;
  left: 0;
  width: ${PACKET_W};
  height: ${PACKET_H};
`;

/** A red packet drawn with CSS (no image to load): the envelope and its gold seal. */
export const PacketFace = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  border: 2px solid ${(p) => p.theme.color.status.warning};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.status.danger};
  box-shadow: ${(p) => p.theme.shadow.raised};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    top: 30%;
    left: 50%;
    width: 1.25rem;
    height: 1.25rem;
    margin-left: -0.625rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.status.warning};
  }
`;

const PacketButton = styled.button`
  ${envelope}
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  pointer-events: auto;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Burst = styled.span`
  ${envelope}
  border-radius: 50%;
  background: radial-gradient(${(p) => p.theme.color.status.warning}, transparent 70%);
  animation: ${burst} 400ms ease-out both;
`;

interface RainProps {
  round: RedRainRound;
  offsetMs: number;
  packetLabel: string;
  onTap: () => void;
}

/** The round's falling packets, from where the round is now (joined late: packets already gone are left out). */
export const Rain = memo(function Rain({ round, offsetMs, packetLabel, onTap }: RainProps) {
  const [packets] = useState<{ packet: Packet; delayMs: number }[]>(() => {
    const elapsed = platformNow(offsetMs) - round.startAt;
    return packetsOf(round)
      .filter((packet) => packet.startMs + packet.fallMs > elapsed)
      .map((packet) => ({ packet, delayMs: packet.startMs - elapsed }));
  });
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const counted = useRef(new Set<number>());

  // on the press (a falling packet may have moved away by the release), or a click from the keyboard: once each
  const open = (index: number) => {
    if (counted.current.has(index)) return;
    counted.current.add(index);
    setOpened(new Set(counted.current));
    onTap();
  };

  return (
    <>
      {packets.map(({ packet, delayMs }) => (
        <Lane key={packet.index} style={{ left: `${packet.left}%`, animationDuration: `${packet.fallMs}ms`, animationDelay: `${delayMs}ms` }}>
          {opened.has(packet.index) ? (
            <Burst aria-hidden="true" />
          ) : (
            <PacketButton type="button" aria-label={packetLabel} data-packet={packet.index} onPointerDown={() => open(packet.index)} onClick={() => open(packet.index)}>
              <PacketFace />
            </PacketButton>
          )}
        </Lane>
      ))}
    </>
  );
});
