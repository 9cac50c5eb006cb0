import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { ContractKind } from '@wl/api-client/protocol';
import { errorMessageKey, useDates, useTranslation } from '@wl/i18n';
import { Button, Card, CardList, EmptyState, FileIcon, Heading, Muted, PageState, Prompt, RecordHead, RecordItem, useToast } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useContractInfoQuery, useProcessContractMutation } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { ContractTerms } from './ContractTerms';

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space['2']};
  & > * {
    flex: 1;
  }
`;

function ContractView({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const dates = useDates();
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
              <Heading id="contract-terms">{t('contracts.terms')}</Heading>
              <Muted>{t(`contracts.state.${current.state}`)}</Muted>
            </RecordHead>
            <Muted>{t('contracts.created', { date: dates.isoDay(current.createdAt) })}</Muted>
            <ContractTerms contract={current} />
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
            <Heading id="contract-history">{t('contracts.history')}</Heading>
            <CardList>
              {info.data.history.map((c) => (
                <RecordItem key={c.id}>
                  <RecordHead>
                    <span>{dates.isoDay(c.createdAt)}</span>
                    <Muted>{t(`contracts.state.${c.state}`)}</Muted>
                  </RecordHead>
                  <ContractTerms contract={c} />
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
