import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { Contract, ContractKind } from '@wl/api-client/protocol';
import { errorMessageKey, useTranslation, localeOf } from '@wl/i18n';
import { Button, Card, CardList, EmptyState, FileIcon, Muted, PageState, Prompt, RecordHead, RecordItem, useToast } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useContractInfoQuery, useProcessContractMutation } from '../api/agentApi';
import { AgentPage, CardTitle } from '../ui/AgentPage';
import { formatAmount, formatDay } from '../ui/format';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.size.sm};
  & th,
  & td {
    padding: ${(p) => p.theme.space['2']};
    border-bottom: 1px solid ${(p) => p.theme.color.border.default};
    text-align: start;
    font-variant-numeric: tabular-nums;
  }
  & th {
    color: ${(p) => p.theme.color.text.secondary};
    font-weight: ${(p) => p.theme.font.weight.regular};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space['2']};
  & > * {
    flex: 1;
  }
`;

const PERIODS = ['day', 'hour', 'halfMonth'] as const;
const isPeriod = (p: string): p is (typeof PERIODS)[number] => (PERIODS as readonly string[]).includes(p);

function Terms({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('agent');
  return (
    <>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('contracts.threshold')}</th>
            <th scope="col">{t('contracts.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.threshold}>
              <td>{formatAmount(tier.threshold, localeOf(i18n))}</td>
              <td>{contract.kind === 'dividend' ? t('contracts.rewardPercent', { value: tier.reward }) : formatAmount(tier.reward, localeOf(i18n))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Muted>{t('contracts.period', { period: isPeriod(contract.period) ? t(`contracts.periods.${contract.period}`) : contract.period })}</Muted>
    </>
  );
}

function ContractView({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const info = useContractInfoQuery(kind);
  const [process, { isLoading, originalArgs }] = useProcessContractMutation();
  const [confirmReject, setConfirmReject] = useState(false);
  const current = info.data?.current ?? null;

  const answer = async (action: 'accept' | 'reject') => {
    if (!current) return;
    setConfirmReject(false);
    try {
      await process({ kind, contractId: current.id, action }).unwrap();
      toast.show({ message: t(action === 'accept' ? 'contracts.accepted' : 'contracts.rejected'), kind: 'success' });
    } catch (failure) {
      toast.show({ message: tc(errorMessageKey(isApiError(failure) ? failure.code : '')), kind: 'error' });
    }
  };

  return (
    <AgentPage title={t(`contracts.${kind}`)}>
      <PageState query={info}>
        {current ? (
          <Card aria-labelledby="contract-terms">
            <RecordHead>
              <CardTitle id="contract-terms">{t('contracts.terms')}</CardTitle>
              <Muted>{t(`contracts.state.${current.state}`)}</Muted>
            </RecordHead>
            <Muted>{t('contracts.created', { date: formatDay(current.createdAt) })}</Muted>
            <Terms contract={current} />
            {current.state === 'pending' && (
              <Actions>
                <Button
                  variant="secondary"
                  onClick={() => setConfirmReject(true)}
                  loading={isLoading && originalArgs?.action === 'reject'}
                  disabled={isLoading}
                >
                  {t('contracts.reject')}
                </Button>
                <Button onClick={() => void answer('accept')} loading={isLoading && originalArgs?.action === 'accept'} disabled={isLoading}>
                  {t('contracts.accept')}
                </Button>
              </Actions>
            )}
          </Card>
        ) : (
          <EmptyState icon={<FileIcon />} title={t('contracts.none')} />
        )}
        {info.data && info.data.history.length > 0 && (
          <Card aria-labelledby="contract-history">
            <CardTitle id="contract-history">{t('contracts.history')}</CardTitle>
            <CardList>
              {info.data.history.map((c) => (
                <RecordItem key={c.id}>
                  <RecordHead>
                    <span>{formatDay(c.createdAt)}</span>
                    <Muted>{t(`contracts.state.${c.state}`)}</Muted>
                  </RecordHead>
                  <Terms contract={c} />
                </RecordItem>
              ))}
            </CardList>
          </Card>
        )}
      </PageState>
      <Prompt
        open={confirmReject}
        title={t(`contracts.${kind}`)}
        message={t('contracts.rejectConfirm')}
        confirmLabel={t('contracts.reject')}
        cancelLabel={tc('common.cancel')}
        danger
        onConfirm={() => void answer('reject')}
        onCancel={() => setConfirmReject(false)}
      />
    </AgentPage>
  );
}

function contractPage(kind: ContractKind) {
  return function ContractScreen() {
    return (
      <AgentGuard>
        <ContractView kind={kind} />
      </AgentGuard>
    );
  };
}

/** /m/member/agent/getSalaryContract: the daily salary contract (terms, history, accept or reject). */
export const SalaryContractPage = contractPage('dailySalary');
/** /m/member/agent/getDevidendContract */
export const DividendContractPage = contractPage('dividend');
/** /m/member/agent/getHourContract */
export const HourContractPage = contractPage('hourSalary');
