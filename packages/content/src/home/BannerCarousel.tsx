import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { Banner } from '../announcements/announcementsApi';
import { useImageUrl } from '../shared/useImageUrl';

/** Banner carousel timings (spec 001 section 9). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;

// Swiper loads only when there is more than one banner to loop through; the first view needs just one image.
const BannerSwiper = lazy(() => import('./BannerSwiper').then((m) => ({ default: m.BannerSwiper })));

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

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** accessible name of the carousel region */
  label: string;
  /** true while the banners load: keeps the space (no layout shift) */
  loading?: boolean;
}

/**
 * Banners of one group: one image as it is; several loop with 5000 ms autoplay and a 1000 ms transition.
 * A banner whose image fails is hidden; when none is left the carousel takes no space.
 */
export function BannerCarousel({ banners, label, loading = false }: BannerCarouselProps) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const src = useImageUrl();
  const shown = banners.filter((b) => !failed.has(b.id));
  const hide = (id: number) => setFailed((prev) => new Set(prev).add(id));
  if (loading) return <BannerFrame aria-busy="true" aria-label={label} role="region" />;
  if (shown.length === 0) return null;
  const single = (
    <BannerFrame role="region" aria-label={label}>
      <BannerImage src={src(shown[0]!.url)} alt={shown[0]!.title ?? ''} onError={() => hide(shown[0]!.id)} />
    </BannerFrame>
  );
  if (shown.length === 1) return single;
  return (
    <Suspense fallback={single}>
      <BannerSwiper banners={shown} label={label} src={src} onImageError={hide} />
    </Suspense>
  );
}
