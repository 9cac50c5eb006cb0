import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useDates, useTranslation } from '@wl/i18n';
import { PageState } from '@wl/ui-kit';
import { useHotMatchesQuery } from './hotMatchesApi';

const Box = styled.section`
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  border: 1px solid ${(p) => p.theme.color.border.default};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${(p) => p.theme.space['1']} 0 ${(p) => p.theme.space['3']};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.link};
  font: inherit;
  font-size: ${(p) => p.theme.font.size.sm};
  cursor: pointer;
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0 ${(p) => p.theme.space['3']} ${(p) => p.theme.space['2']};
  list-style: none;
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['2']} 0;
  border-top: 1px solid ${(p) => p.theme.color.border.default};
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: none;
  small {
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

const Odds = styled.span`
  display: flex;
  gap: ${(p) => p.theme.space['1']};
  grid-row: span 2;
  align-self: center;
  span {
    min-width: 40px;
    padding: ${(p) => p.theme.space['1']};
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.bg.sunken};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

/** When a match starts: its day and time in the page's language. */
/** Sports hot matches on home (the popular call), with a show/hide toggle; a match opens the sports page. */
export function HotMatches() {
  const { t } = useTranslation('storefront');
  const [open, setOpen] = useState(true);
  const matches = useHotMatchesQuery();
  const { time } = useDates();
  if (matches.isSuccess && matches.data.length === 0) return null;
  return (
    <Box aria-labelledby="hot-matches-title">
      <Head>
        <h2 id="hot-matches-title">{t('hotMatches.title')}</h2>
        <Toggle aria-expanded={open} aria-controls="hot-matches-list" onClick={() => setOpen((v) => !v)}>
          {t(open ? 'hotMatches.hide' : 'hotMatches.show')}
        </Toggle>
      </Head>
      {open && (
        <div id="hot-matches-list">
          <PageState query={matches} size="section" labels={{ loading: t('hotMatches.loading'), failed: t('hotMatches.failed') }}>
            {(data) => (
              <Rows>
                {data.map((m) => (
                  <li key={m.id}>
                    <Row to="/m/sport-games">
                      <span>
                        {m.home} {t('hotMatches.versus')} {m.away}
                      </span>
                      <Odds aria-label={t('hotMatches.odds', { home: m.odds.home, draw: m.odds.draw, away: m.odds.away })}>
                        <span>{m.odds.home.toFixed(2)}</span>
                        <span>{m.odds.draw.toFixed(2)}</span>
                        <span>{m.odds.away.toFixed(2)}</span>
                      </Odds>
                      <small>
                        {m.league} · {time(m.startTime)}
                      </small>
                    </Row>
                  </li>
                ))}
              </Rows>
            )}
          </PageState>
        </div>
      )}
    </Box>
  );
}
