import { useId } from 'react';
import styled from 'styled-components';
import { useDates, useTranslation } from '@wl/i18n';

const Row = styled.li`
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

const Unread = styled.span`
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Day = styled.time`
  grid-column: 1 / -1;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Body = styled.p<{ $clamped: boolean }>`
  margin: 0;
  padding: 0 ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']};
  color: ${(p) => (p.$clamped ? p.theme.color.text.secondary : p.theme.color.text.primary)};
  overflow-wrap: anywhere;
  /* the body's paragraphs and line breaks (htmlToText keeps them; plain-text mail has its own) */
  white-space: pre-line;
  ${(p) =>
    p.$clamped &&
    `display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;`}
`;

export interface MessageRowProps {
  /** the row's element: `li` in a list (default), `article` standing alone */
  as?: 'li' | 'article';
  title: string;
  read: boolean;
  /** epoch ms, shown as YYYY-MM-DD */
  date: number;
  /** plain text under the head; its line breaks show (a blank line between paragraphs) */
  body: string;
  open: boolean;
  onToggle: () => void;
  /** while closed, show the first two lines of the body (notices); otherwise the body shows only when open (inbox) */
  preview?: boolean;
}

/**
 * One expandable message (inbox mail, notice card): the head is a button named by the title alone, with the
 * unread marker and the date as its description, so a screen reader says "title, button, Unread 2026-03-05".
 */
export function MessageRow({ as = 'li', title, read, date, body, open, onToggle, preview = false }: MessageRowProps) {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const id = useId();
  const day = dates.isoDay(date);
  return (
    <Row as={as}>
      <Head
        type="button"
        aria-expanded={open}
        aria-controls={`${id}body`}
        aria-labelledby={`${id}title`}
        aria-describedby={read ? `${id}date` : `${id}unread ${id}date`}
        onClick={onToggle}
      >
        <Title id={`${id}title`} $read={read}>
          {title}
        </Title>
        {read ? <span /> : <Unread id={`${id}unread`}>{t('common.unread')}</Unread>}
        <Day id={`${id}date`} dateTime={day}>
          {day}
        </Day>
      </Head>
      <Body id={`${id}body`} $clamped={!open && preview} hidden={!open && !preview}>
        {body}
      </Body>
    </Row>
  );
}
