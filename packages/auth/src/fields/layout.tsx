import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Card, ChevronLeftIcon, IconButton } from '@wl/ui-kit';

/** A full account screen (login, register, forget, change password): no top bar or footer nav, its own header. */
export const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['4']};
  min-height: 100dvh;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['4']} ${(p) => p.theme.space['6']};
  background: linear-gradient(180deg, ${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.bg.page} 240px);
  color: ${(p) => p.theme.color.text.primary};
`;

/** A screen inside the app frame (top bar and footer nav shown): settings, trial. */
export const FramedScreen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space['4']};
  padding: ${(p) => p.theme.space['4']};
  color: ${(p) => p.theme.color.text.primary};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.topBar};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;

/** The header of a full account screen: back (home, or one step) and the title. */
export function ScreenHeader({ title, back = 'home' }: { title: ReactNode; back?: 'home' | 'history' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Head>
      <IconButton aria-label={t('common.back')} onClick={() => (back === 'home' ? navigate('/m/home') : navigate(-1))}>
        <ChevronLeftIcon />
      </IconButton>
      <h1>{title}</h1>
    </Head>
  );
}

/** An account form: ui-kit's Card rendered as a form, with roomier spacing for its fields. */
export const FormCard = styled(Card).attrs({ as: 'form' })`
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['4']};
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.status.danger};
  color: ${(p) => p.theme.color.status.onStatus};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  font-size: ${(p) => p.theme.font.size.sm};
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.size.touch};
    padding: 0;
    border: 0;
    background: none;
    color: ${(p) => p.theme.color.text.link};
    font: inherit;
    cursor: pointer;
  }
`;
