import styled from 'styled-components';
import { brandUrlPolicy, openablePlatformUrl } from '@wl/api-client';
import { useBrand, useBrandAssets } from '@wl/brand';
import { usePromotionAvailability } from '@wl/content';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, Prompt } from '@wl/ui-kit';
import { usePanels } from '../panels';
import { currentPlatform, type PlatformInfo } from '../platform';
import { deviceDownloadLinks, iosSupportsApp, showIosAddToHomeTips } from '../visibility';
import { templateBackground } from './DownloadBar';
import { installPrompt } from './installPrompt';

const Hero = styled.div<{ $background: string; $color: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['4']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.$background || p.theme.color.bg.surface};
  color: ${(p) => p.$color || p.theme.color.text.primary};
  text-align: center;
  img {
    width: 64px;
    height: 64px;
    border-radius: ${(p) => p.theme.radius.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  margin-top: ${(p) => p.theme.space['3']};
  a {
    text-decoration: none;
  }
`;

const LinkButton = styled.a<{ $secondary?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${(p) => p.theme.size.touch};
  border: 1px solid ${(p) => p.theme.color.brand.primary};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.$secondary ? 'transparent' : p.theme.color.brand.primary)};
  color: ${(p) => (p.$secondary ? p.theme.color.text.primary : p.theme.color.text.onPrimary)};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Note = styled.p`
  margin: ${(p) => p.theme.space['2']} 0 0;
  color: ${(p) => p.theme.color.status.warning};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${(p) => p.theme.space['5']};
  line-height: 1.6;
`;

/**
 * The download popup and the add-to-home overlay (spec 001 section 2). iOS without Safari gets the
 * Safari-required message; iOS below 12.4 gets no app link (the profile where a mobile-config link
 * exists); the add-to-home overlay replaces the popup while it shows, with iOS tips for iOS 12 below 12.2
 * or 11 and under, and the browser's own install prompt where there is one.
 */
export function DownloadPopup({ platform = currentPlatform() }: { platform?: PlatformInfo }) {
  const { t } = useTranslation('storefront');
  const { t: tc } = useTranslation();
  const brand = useBrand();
  const assets = useBrandAssets();
  const panels = usePanels();
  const { appDownloadBonus } = usePromotionAvailability();
  const device = deviceDownloadLinks(brand.links.download, platform.ios);
  // a download link only as openablePlatformUrl accepts it: a refused one is no button
  const links = brandUrlPolicy(brand, 'link');
  const app = openablePlatformUrl(device.app, links);
  const profile = openablePlatformUrl(device.profile, links);
  const iosTooOld = !!platform.ios && !iosSupportsApp(platform.ios);
  const { app_background, app_desc, app_desc_font_color } = brand.templates;

  if (panels.open === 'download' && platform.ios && !platform.safari) {
    return (
      <Prompt
        open
        title={t('download.title')}
        message={t('download.safariRequired')}
        confirmLabel={tc('common.confirm')}
        onConfirm={panels.close}
        onCancel={panels.close}
      />
    );
  }

  // Safari's Share step only on iOS; other browsers have the same menu entry
  const steps = (
    <Steps>
      {platform.ios && <li>{t('download.addToHomeStep1')}</li>}
      <li>{t('download.addToHomeStep2')}</li>
      <li>{t('download.addToHomeStep3')}</li>
    </Steps>
  );

  const addToHome = async () => {
    if (await installPrompt()) panels.close();
    else panels.show('addToHome');
  };

  return (
    <>
      <Dialog open={panels.open === 'download'} onClose={panels.close} title={t('download.title')} closeLabel={tc('common.close')}>
        <Hero $background={templateBackground(app_background)} $color={app_background ? app_desc_font_color : ''}>
          <img src={assets.icon} alt="" />
          <strong>{brand.name}</strong>
          {app_desc && <span>{app_desc}</span>}
          {appDownloadBonus && <span>{t('download.bonus')}</span>}
        </Hero>
        {iosTooOld && <Note>{t('download.iosRequired')}</Note>}
        {showIosAddToHomeTips(platform.ios) && steps}
        <Actions>
          {app && !iosTooOld && (
            <LinkButton href={app} target="_blank" rel="noopener noreferrer">
              {t(platform.ios ? 'download.ios' : 'download.android')}
            </LinkButton>
          )}
          {profile && (
            <LinkButton href={profile} target="_blank" rel="noopener noreferrer" $secondary>
              {t('download.profile')}
            </LinkButton>
          )}
          <Button block variant="secondary" onClick={() => void addToHome()}>
            {t('download.addToHome')}
          </Button>
        </Actions>
      </Dialog>
      <Dialog
        open={panels.open === 'addToHome'}
        onClose={panels.close}
        title={t('download.addToHomeTitle', { brand: brand.name })}
        closeLabel={tc('common.close')}
      >
        {steps}
      </Dialog>
    </>
  );
}
