import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Stack } from '@wl/ui-kit';
import { focusRing } from '../ui/styles';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['2']};
  color: ${(p) => p.theme.color.text.link};
  font-size: ${(p) => p.theme.font.size.sm};
  text-decoration: none;
  ${focusRing}
`;

/** A titled block of the hub and home game area, with its 'more' link to the category's page. */
export function Section({ title, moreTo, children }: { title: string; moreTo?: string; children: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <Stack as="section" aria-label={title}>
      <Head>
        <h3>{title}</h3>
        {moreTo && (
          <More to={moreTo} aria-label={`${t('hub.more')}: ${title}`}>
            {t('hub.more')}
          </More>
        )}
      </Head>
      {children}
    </Stack>
  );
}
