import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import styled from 'styled-components';
import type { Banner } from '../announcements/announcementsApi';
import { autoplay } from './autoplay';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, BannerDots, BannerFrame, BannerImage } from './bannerParts';

const Frame = styled(BannerFrame)`
  .swiper {
    height: 100%;
  }
`;

/** The looping carousel (loaded lazily: only when there are several banners and the first move is due). */
export function BannerSwiper({
  banners,
  label,
  src,
  onImageError,
  advance,
}: {
  banners: readonly Banner[];
  label: string;
  src: (path: string) => string;
  onImageError: (id: number) => void;
  /** move to the second banner as soon as Swiper is ready (the first banner has already been shown its time) */
  advance: boolean;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!swiper) return undefined;
    const stop = autoplay(swiper, BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS);
    if (advance) swiper.slideNext(BANNER_TRANSITION_MS);
    return stop;
    // `advance` is read once, when Swiper is ready
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [swiper]);
  return (
    <Frame role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper onSwiper={setSwiper} onRealIndexChange={(s) => setActive(s.realIndex)} loop speed={BANNER_TRANSITION_MS} threshold={6}>
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            <BannerImage src={src(banner.url)} alt={banner.title ?? ''} onError={() => onImageError(banner.id)} />
          </SwiperSlide>
        ))}
      </Swiper>
      <BannerDots banners={banners} active={active} />
    </Frame>
  );
}
