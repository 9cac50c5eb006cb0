import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useDates, useTranslation } from '@wl/i18n';
import type { Announcement } from '../announcements/announcementsApi';
import { SafeHtml } from '../html/SafeHtml';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  time {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  img {
    border-radius: ${(p) => p.theme.radius.card};
  }
`;

/** Server HTML of a detail page, help item or notice, readable on a phone (links, images and tables fit). */
export const Content = styled(SafeHtml)`
  color: ${(p) => p.theme.color.text.primary};
  line-height: 1.5;
  overflow-wrap: anywhere;
  a {
    color: ${(p) => p.theme.color.text.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  td,
  th {
    padding: ${(p) => p.theme.space['1']};
    border: 1px solid ${(p) => p.theme.color.border.default};
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.link};
`;

export interface DetailArticleProps {
  item: Pick<Announcement, 'title' | 'content' | 'startDate' | 'endDate' | 'noExpiry'>;
  /** the images above the title */
  media: ReactNode;
  /** what follows the content (the promotion's action, a link back) */
  children: ReactNode;
}

/** One announcement in detail (a promotion, a notice): images, title, date range or "long term", content. */
export function DetailArticle({ item, media, children }: DetailArticleProps) {
  const { t } = useTranslation('storefront');
  const dates = useDates();
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      {media}
      <h2 id={titleId}>{item.title}</h2>
      <time>{dates.range(item, t('promotions.longTerm'))}</time>
      <Content html={item.content} />
      {children}
    </Article>
  );
}
