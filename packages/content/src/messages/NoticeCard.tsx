import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { htmlToText } from '../html/SafeHtml';
import { formatDate } from '../shared/dates';

export interface NoticeCardProps {
  notice: { id: number; title: string; startDate: number; content: string; read: boolean };
  /** called with the notice id when an unread notice is opened */
  onRead: (id: number) => void;
}

const Card = styled.article`
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
`;

const Head = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['3']};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: -2px;
  }
`;

const Title = styled.span<{ $read: boolean }>`
  font-weight: ${(p) => (p.$read ? p.theme.font.weight.regular : p.theme.font.weight.bold)};
  overflow-wrap: anywhere;
`;

const Dot = styled.span`
  align-self: center;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.badge.bg};
`;

const Date = styled.time`
  grid-column: 1 / -1;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Body = styled.p<{ $open: boolean }>`
  margin: 0;
  padding: 0 ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']};
  color: ${(p) => p.theme.color.text.secondary};
  overflow-wrap: anywhere;
  ${(p) =>
    !p.$open &&
    `display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;`}
`;

/** A notice (spec 000 section 2): title, start date YYYY-MM-DD, content as plain text; a tap expands it and reports it read. */
export function NoticeCard({ notice, onRead }: NoticeCardProps) {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const text = useMemo(() => htmlToText(notice.content), [notice.content]);
  const day = formatDate(notice.startDate, 'card');
  const toggle = () => {
    setOpen((v) => !v);
    if (!open && !notice.read) onRead(notice.id);
  };
  return (
    <Card>
      <Head type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        <Title $read={notice.read}>{notice.title}</Title>
        {!notice.read ? <Dot role="img" aria-label={t('common.unread')} /> : <span />}
        <Date dateTime={day}>{day}</Date>
      </Head>
      <Body id={bodyId} $open={open}>
        {text}
      </Body>
    </Card>
  );
}
