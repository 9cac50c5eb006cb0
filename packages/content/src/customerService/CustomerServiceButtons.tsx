import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { brandUrlPolicy } from '@wl/api-client';
import { customerServiceLinks, useCustomerServiceQuery } from '@wl/auth';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { CardList, CloseIcon } from '@wl/ui-kit';

/**
 * Tucked against the right edge of the page column, just above the tab bar: collapsed it is one 44 px handle
 * with only its left side rounded, so it covers the page's edge gutter and a sliver of content, never a
 * column of tiles; the buttons open above it.
 */
const Dock = styled.div`
  position: fixed;
  right: max(0px, calc(50vw - 320px));
  bottom: calc(${(p) => p.theme.size.tabBar} + env(safe-area-inset-bottom) + ${(p) => p.theme.space['2']});
  z-index: 80;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${(p) => p.theme.space['2']};
`;

const List = styled(CardList)`
  padding-right: ${(p) => p.theme.space['2']};
`;

const round = `
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  cursor: pointer;
`;

const Fab = styled.a`
  ${round}
  border-radius: 50%;
  background: ${(p) => p.theme.color.brand.primary};
  color: ${(p) => p.theme.color.text.onPrimary};
  box-shadow: ${(p) => p.theme.shadow.raised};
`;

const Handle = styled.button.attrs({ type: 'button' })`
  ${round}
  padding: 0 0 0 2px;
  border-radius: 22px 0 0 22px;
  background: ${(p) => p.theme.color.brand.primary};
  color: ${(p) => p.theme.color.text.onPrimary};
  box-shadow: ${(p) => p.theme.shadow.raised};
  opacity: 0.92;
  &[aria-expanded='true'] {
    opacity: 1;
  }
`;

const ChatIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
const PlaneIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 4L3 11l6 2 2 6 3-4 5 4z" />
  </svg>
);

/**
 * Floating customer-service buttons of home: online service, then the messaging apps by position, behind one
 * handle at the page's edge (collapsed at first; Escape or choosing a button collapses it again).
 */
export function CustomerServiceButtons() {
  const { t } = useTranslation('storefront');
  const { data } = useCustomerServiceQuery();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const links = customerServiceLinks(data, brandUrlPolicy(useBrand(), 'link'));

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const buttons = [
    ...(links.online ? [{ url: links.online.url, label: t('cs.online'), icon: <ChatIcon /> }] : []),
    ...links.messaging.map((link, i) => ({ url: link.url, label: t('cs.messaging', { n: i + 1, title: link.title }), icon: <PlaneIcon /> })),
  ];
  if (buttons.length === 0) return null;
  return (
    <Dock>
      {open && (
        <List id={listId}>
          {buttons.map((button) => (
            <li key={button.url}>
              <Fab href={button.url} target="_blank" rel="noopener noreferrer" aria-label={button.label} onClick={() => setOpen(false)}>
                {button.icon}
              </Fab>
            </li>
          ))}
        </List>
      )}
      <Handle aria-expanded={open} aria-controls={open ? listId : undefined} aria-label={t('menu.customerService')} onClick={() => setOpen((v) => !v)}>
        {open ? <CloseIcon /> : <ChatIcon />}
      </Handle>
    </Dock>
  );
}
