import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { EmptyState, PageBody, PageState, Tabs } from '@wl/ui-kit';
import { Content } from '../shared/DetailArticle';
import { useHelpItems } from './useHelpItems';

const Panel = styled.section`
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
`;

/** The tab index of `?i=`: a valid index, else 0 (spec 001 section 2). */
export function helpTabIndex(raw: string | null, count: number): number {
  const i = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
  return i < count ? i : 0;
}

/** /m/help?i=: one tab per item of the server's help list (reloaded 200 ms after a language change); `i` picks the tab (default 0). */
export function HelpPage() {
  const { t } = useTranslation('storefront');
  const [params, setParams] = useSearchParams();
  const query = useHelpItems();
  return (
    <PageState
      query={query}
      isEmpty={(items) => items.length === 0}
      empty={
        <PageBody>
          <EmptyState title={t('help.empty')} />
        </PageBody>
      }
    >
      {(items) => {
        const index = helpTabIndex(params.get('i'), items.length);
        return (
          <PageBody>
            <Tabs
              label={t('help.topics')}
              items={items.map((item, i) => ({ id: String(i), label: item.title }))}
              value={String(index)}
              onChange={(id) => setParams({ i: id }, { replace: true })}
              panelId="help-panel"
            />
            <Panel id="help-panel" aria-label={items[index]!.title}>
              <Content html={items[index]!.content} />
            </Panel>
          </PageBody>
        );
      }}
    </PageState>
  );
}
