import { useEffect, useState } from 'react';
import { lazyPart, PartBoundary } from '@wl/ui-kit';
import type { Banner } from '../announcements/announcementsApi';
import { BANNER_AUTOPLAY_MS, BannerDots, BannerFrame, BannerImage } from './bannerParts';
import { useImageUrl } from '../shared/useImageUrl';

export { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from './bannerParts';

// Swiper loads only when there are several banners, and only when the first move is due or the player touches
// the banner: the first view needs just one image, and Swiper's set-up stays out of the page's first load.
const BannerSwiper = lazyPart(() => import('./BannerSwiper').then((m) => m.BannerSwiper));

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** accessible name of the carousel region */
  label: string;
  /** true while the banners load: keeps the space (no layout shift) */
  loading?: boolean;
}

/**
 * Banners of one group: one image as it is; several loop with 5000 ms autoplay and a 1000 ms transition (Swiper
 * takes over from the first image when the first move is due or the player touches it).
 * A banner whose image fails is hidden; when none is left the carousel takes no space.
 */
export function BannerCarousel({ banners, label, loading = false }: BannerCarouselProps) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  // 'first': the first banner as a plain image; 'advance': Swiper, moving on at once (the first move was due);
  // 'touched': Swiper, waiting (the player took hold of it)
  const [stage, setStage] = useState<'first' | 'advance' | 'touched'>('first');
  const src = useImageUrl();
  const shown = banners.filter((b) => !failed.has(b.id));
  const hide = (id: number) => setFailed((prev) => new Set(prev).add(id));
  const several = shown.length > 1;
  useEffect(() => {
    if (!several || stage !== 'first') return undefined;
    const timer = setTimeout(() => setStage('advance'), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [several, stage]);
  if (loading) return <BannerFrame aria-busy="true" aria-label={label} role="region" />;
  if (shown.length === 0) return null;
  const first = (
    <BannerFrame role="region" aria-label={label} onPointerDown={several ? () => setStage('touched') : undefined}>
      <BannerImage src={src(shown[0]!.url)} alt={shown[0]!.title ?? ''} fetchPriority="high" onError={() => hide(shown[0]!.id)} />
      {several && <BannerDots banners={shown} active={0} />}
    </BannerFrame>
  );
  if (!several || stage === 'first') return first;
  return (
    // Swiper's code that cannot load (offline): the first banner stays, and Swiper comes when the connection does
    <PartBoundary fallback={first} failed={first}>
      <BannerSwiper banners={shown} label={label} src={src} onImageError={hide} advance={stage === 'advance'} />
    </PartBoundary>
  );
}
