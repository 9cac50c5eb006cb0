import { useState } from 'react';
import styled from 'styled-components';
import { baseApi, PLATFORM } from '@wl/api-client';
import { announcements, type AnnouncementLists } from '@wl/api-client/catalogue';
import { brandImageUrl, useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';

/** The registration page's announcements: banners (type B) of group m_reg (spec 000 section 9, spec 001 section 7). */
export const REGISTER_ANNOUNCEMENTS = { types: 'B', groupName: 'm_reg' } as const;

// injected by the register page's chunk only: the catalogue's announcements call, the one the home page sends for m_home
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerBanners: build.query<AnnouncementLists['banners'], void>({
      query: () => ({ call: announcements, params: { ...REGISTER_ANNOUNCEMENTS, platform: PLATFORM.announcementPlatform } }),
      transformResponse: (lists: AnnouncementLists) => lists.banners,
    }),
  }),
});

export const { useRegisterBannersQuery } = api;

const Row = styled.ul`
  display: grid;
  grid-auto-columns: 100%;
  grid-auto-flow: column;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  list-style: none;
  li {
    scroll-snap-align: start;
    overflow: hidden;
    aspect-ratio: 750 / 300;
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.color.bg.sunken};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The m_reg banners above the registration form, each named by its title; several swipe sideways (scroll snapping,
 * no script). Nothing shows while they load, when there are none or when every image failed.
 */
export function RegisterBanners() {
  const { t } = useTranslation();
  const brand = useBrand();
  const banners = useRegisterBannersQuery();
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const shown = (banners.data ?? []).filter((b) => !failed.has(b.id));
  if (shown.length === 0) return null;
  return (
    <Row aria-label={t('nav.promotions')}>
      {shown.map((banner) => (
        <li key={banner.id}>
          <img src={brandImageUrl(banner.url, brand.imageCdn)} alt={banner.title ?? ''} onError={() => setFailed((prev) => new Set(prev).add(banner.id))} />
        </li>
      ))}
    </Row>
  );
}
