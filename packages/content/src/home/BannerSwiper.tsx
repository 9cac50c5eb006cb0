import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styled from 'styled-components';
import type { Banner } from '../announcements/announcementsApi';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, BannerFrame, BannerImage } from './BannerCarousel';

const Frame = styled(BannerFrame)`
  .swiper {
    height: 100%;
  }
  .swiper-pagination-bullet {
    background: ${(p) => p.theme.color.text.onPrimary};
  }
  .swiper-pagination-bullet-active {
    background: ${(p) => p.theme.color.brand.primary};
  }
`;

/** The looping carousel (loaded lazily: only when there are several banners). */
export function BannerSwiper({
  banners,
  label,
  src,
  onImageError,
}: {
  banners: readonly Banner[];
  label: string;
  src: (path: string) => string;
  onImageError: (id: number) => void;
}) {
  return (
    <Frame role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Autoplay, Pagination]}
        loop
        speed={BANNER_TRANSITION_MS}
        autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
        pagination={{ clickable: false }}
        threshold={6}
      >
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            <BannerImage src={src(banner.url)} alt={banner.title ?? ''} onError={() => onImageError(banner.id)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
}
