import styled from 'styled-components';
import { useCustomerServiceUrl } from '@wl/auth';
import { useBrand, useBrandLogo } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space['4']};
  min-height: 100dvh;
  padding: ${(p) => p.theme.space['6']} ${(p) => p.theme.space['5']};
  text-align: center;
  background: linear-gradient(180deg, ${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.bg.page});
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xl};
`;

const Body = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

const Ip = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.sunken};
  font-family: ui-monospace, monospace;
`;

const Contact = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.link};
`;

/** Maintenance (status 1) and region-restricted (status 2, with the visitor's IP and a contact link). */
export function StatusPage({
  mode,
  ip,
  checking,
  onCheckAgain,
}: {
  mode: 'maintenance' | 'restricted';
  ip: string;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const logo = useBrandLogo();
  // customer service: the merchant's entries, else the brand's contact (a platform refusing the region answers
  // none: the brand's contact then)
  const contact = useCustomerServiceUrl().url;
  const restricted = mode === 'restricted';
  return (
    <Screen data-testid={`status-${mode}`}>
      <img src={logo} alt={brand.name} height={36} />
      <Title>{t(restricted ? 'status.restrictedTitle' : 'status.maintenanceTitle')}</Title>
      <Body>{t(restricted ? 'status.restrictedBody' : 'status.maintenanceBody')}</Body>
      {restricted && ip && <Ip>{t('status.yourIp', { ip })}</Ip>}
      {restricted && contact && (
        <Contact href={contact} target="_blank" rel="noopener noreferrer">
          {t('status.contactUs')}
        </Contact>
      )}
      <Button variant="secondary" loading={checking} onClick={onCheckAgain}>
        {t('status.checkAgain')}
      </Button>
    </Screen>
  );
}
