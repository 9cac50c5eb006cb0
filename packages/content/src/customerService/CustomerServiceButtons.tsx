import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { useCustomerServiceQuery } from '../storefrontApi';
import { customerServiceLinks } from './customerService';

const Stack = styled.div`
  position: fixed;
  right: max(${(p) => p.theme.space['3']}, calc(50vw - 320px + ${(p) => p.theme.space['3']}));
  bottom: calc(${(p) => p.theme.size.tabBar} + env(safe-area-inset-bottom) + ${(p) => p.theme.space['5']});
  z-index: 80;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
`;

const Fab = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.brand.primary};
  color: ${(p) => p.theme.color.text.onPrimary};
  box-shadow: ${(p) => p.theme.shadow.raised};
`;

const ChatIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
const PlaneIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 4L3 11l6 2 2 6 3-4 5 4z" />
  </svg>
);

/** Floating customer-service buttons of home: online service, then the messaging apps by position. */
export function CustomerServiceButtons() {
  const { t } = useTranslation('storefront');
  const { data } = useCustomerServiceQuery();
  const links = customerServiceLinks(data);
  if (!links.online && links.messaging.length === 0) return null;
  return (
    <Stack>
      {links.online && (
        <Fab href={links.online.url} target="_blank" rel="noopener noreferrer" aria-label={t('cs.online')}>
          <ChatIcon />
        </Fab>
      )}
      {links.messaging.map((link, i) => (
        <Fab key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t('cs.messaging', { n: i + 1, title: link.title })}>
          <PlaneIcon />
        </Fab>
      ))}
    </Stack>
  );
}
