// What the carousel's first image and Swiper's slides share: the timings, the frame, the image and the dots. A module
// of its own so that BannerSwiper (loaded later) takes them without importing the carousel that loads it.
import styled from 'styled-components';
import type { Banner } from '../announcements/announcementsApi';

/** Banner carousel timings (spec 001 section 9). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;

export const BannerFrame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 750 / 300;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.sunken};
`;

export const BannerImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Dots = styled.div`
  position: absolute;
  /* above Swiper's container (z-index 1) */
  z-index: 2;
  bottom: 8px;
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  gap: 8px;
  pointer-events: none;
  span {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.text.onPrimary};
    opacity: 0.2;
  }
  span[data-active] {
    background: ${(p) => p.theme.color.brand.primary};
    opacity: 1;
  }
`;

/**
 * Where the carousel is: one dot per banner, the shown one lit (decorative: the slides are the content). Drawn by
 * React for the first image and for Swiper alike (Swiper's own pagination writes innerHTML, a Trusted Types sink).
 */
export function BannerDots({ banners, active }: { banners: readonly Banner[]; active: number }) {
  return (
    <Dots aria-hidden="true">
      {banners.map((banner, index) => (
        <span key={banner.id} data-active={index === active || undefined} />
      ))}
    </Dots>
  );
}
