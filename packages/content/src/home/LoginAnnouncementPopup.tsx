import { useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { MEMBER_STORAGE_PREFIX, selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, useDialogTurn } from '@wl/ui-kit';
import { coverImage, type Announcement } from '../announcements/announcementsApi';
import { SafeHtml } from '../html/SafeHtml';
import { popupSize } from '../shared/popupSize';
import { useImageUrl } from '../shared/useImageUrl';

/**
 * sessionStorage: the member the popup was last shown to in this tab (never a token). A member key: it goes when
 * the session ends, so the popup shows once after each login.
 */
export const LOGIN_POPUP_KEY = `${MEMBER_STORAGE_PREFIX}loginPopupShownFor`;

const Wide = styled(Dialog)`
  max-width: min(${popupSize(640)}, 92vw);
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['4']};
  max-height: 60vh;
  overflow-y: auto;
  article h3 {
    margin: 0 0 ${(p) => p.theme.space['2']};
    font-size: ${(p) => p.theme.font.size.md};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

function shownFor(): string | null {
  try {
    return sessionStorage.getItem(LOGIN_POPUP_KEY);
  } catch {
    return null;
  }
}

/** The login announcement popup (title Announcement): the pop-up announcements, once per member and tab after login. */
export function LoginAnnouncementPopup({ items }: { items: readonly Announcement[] }) {
  const { t } = useTranslation('storefront');
  const session = useAppSelector(selectSession);
  const src = useImageUrl();
  const [closedFor, setClosedFor] = useState(shownFor);
  // one dialog at a time: it waits for the age question, a reality check or a contract alert that came first
  const open = useDialogTurn(!!session && items.length > 0 && closedFor !== session.userName);
  const close = () => {
    if (!session) return;
    try {
      sessionStorage.setItem(LOGIN_POPUP_KEY, session.userName);
    } catch {
      // storage unavailable: closed for this page only
    }
    setClosedFor(session.userName);
  };
  return (
    <Wide
      open={open}
      onClose={close}
      title={t('popup.title')}
      closeLabel={t('popup.close')}
      footer={
        <Button block onClick={close}>
          {t('popup.ok')}
        </Button>
      }
    >
      <List>
        {items.map((item) => {
          const cover = coverImage(item);
          return (
            <article key={item.id}>
              <h3>{item.title}</h3>
              {cover && <img src={src(cover)} alt="" onError={(e) => (e.currentTarget.hidden = true)} />}
              <SafeHtml html={item.content} />
            </article>
          );
        })}
      </List>
    </Wide>
  );
}
