import styled from 'styled-components';
import { useBrand, useBrandAssets } from '@wl/brand';
import { usePromotionAvailability } from '@wl/content';
import { useTranslation } from '@wl/i18n';
import { CloseIcon, IconButton } from '@wl/ui-kit';
import { usePanels } from '../panels';
import { DOWNLOAD_BAR_HEIGHT } from './downloadBarSpace';

/** The store-style rating the bar shows (spec 001 section 2). */
export const APP_RATING = '5.0';

/** At least the space the page keeps for it; taller when its text wraps (a narrow phone, a large text size). */
const Bar = styled.aside<{ $background: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  min-height: ${DOWNLOAD_BAR_HEIGHT};
  padding: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['1']} ${(p) => p.theme.space['1']} ${(p) => p.theme.space['3']};
  background: ${(p) => p.$background || p.theme.color.bg.raised};
  background-size: cover;
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.xs};
  img {
    width: 36px;
    height: 36px;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;

/** The name and the description wrap rather than lose their end; below 6.5rem the buttons go to a row of their own. */
const Text = styled.div`
  display: flex;
  flex: 1 1 6.5rem;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
  strong {
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const Desc = styled.span<{ $color: string }>`
  color: ${(p) => p.$color || p.theme.color.text.secondary};
`;

const Open = styled.button.attrs({ type: 'button' })`
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space['3']};
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.brand.primary};
  color: ${(p) => p.theme.color.text.onPrimary};
  font: inherit;
  font-weight: ${(p) => p.theme.font.weight.bold};
  cursor: pointer;
`;

/** The mobile template's app_background: an image URL or a CSS colour. */
export function templateBackground(value: string): string {
  if (!value) return '';
  return /^(https?:)?\/\//.test(value) || value.startsWith('/') ? `url("${value.replace(/"/g, '%22')}") center / cover` : value;
}

/** The download bar on home: app icon, name, rating 5.0, app_desc, the download bonus when APP_DOWNLOAD is on; closing hides it for good. */
export function DownloadBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('storefront');
  const brand = useBrand();
  const assets = useBrandAssets();
  const panels = usePanels();
  const { appDownloadBonus } = usePromotionAvailability();
  const { app_background, app_desc, app_desc_font_color } = brand.templates;
  return (
    <Bar aria-label={t('download.title')} $background={templateBackground(app_background)}>
      <img src={assets.icon} alt="" />
      <Text>
        <strong>{t('download.bar', { brand: brand.name })}</strong>
        <Desc $color={app_background ? app_desc_font_color : ''}>
          {t('download.rating', { rating: APP_RATING })} ★★★★★
          {appDownloadBonus ? ` · ${t('download.bonus')}` : app_desc ? ` · ${app_desc}` : ''}
        </Desc>
      </Text>
      <Open aria-haspopup="dialog" onClick={() => panels.show('download')}>
        {t('download.open')}
      </Open>
      <IconButton aria-label={t('download.closeBar')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Bar>
  );
}
