import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { baseApi, isApiError, useAppDispatch, useAppSelector } from '@wl/api-client';
import type { ProtectionRulesValue } from '@wl/api-client/catalogue';
import { AccessGuard, selectSession, sessionEnded } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { Card, EmptyState, Muted, PageBody, PageState, useToast } from '@wl/ui-kit';
import { useProtectionRulesQuery, useProtectionSettingsQuery, type ExclusionValue } from '../protectionApi';
import { ExclusionSection } from './ExclusionSection';
import { LimitsForm } from './LimitsForm';
import { RealityCheckSetting } from './RealityCheckSetting';

const LoginLink = styled(Link)`
  align-self: flex-start;
  color: ${(p) => p.theme.color.text.link};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

/**
 * /m/responsibleGaming: the member's limits, reality check, time-out and self-exclusion; a guest reads what the
 * tools are and is offered to log in. A platform that does not answer the module's rules has no such page: it says
 * the tools are not offered (its entries are hidden already).
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('protection');
  const session = useAppSelector(selectSession);
  const rules = useProtectionRulesQuery();
  const [closed, setClosed] = useState(false);
  // the account was just closed: the page hands over to home (the session ends after the move)
  if (closed) return null;
  if (rules.isError && isApiError(rules.error) && rules.error.status === 404)
    return (
      <PageBody>
        <EmptyState title={t('page.unavailable')} description={t('page.unavailableBody')} />
      </PageBody>
    );
  return (
    <PageBody>
      <PageState query={rules}>
        {(value) =>
          session ? (
            <AccessGuard feature="deposit">
              <MemberTools rules={value} onClosed={() => setClosed(true)} />
            </AccessGuard>
          ) : (
            <Card>
              <Intro rules={value} />
              <Muted>{t('page.guest')}</Muted>
              <LoginLink to="/m/login" state={{ from: { pathname: '/m/responsibleGaming' } }}>
                {t('page.logIn')}
              </LoginLink>
            </Card>
          )
        }
      </PageState>
    </PageBody>
  );
}

/** What the tools are for, and how long a raise waits (the platform's cooling-off, in hours). */
function Intro({ rules }: { rules: ProtectionRulesValue }) {
  const { t } = useTranslation('protection');
  return <Muted>{t('page.intro', { hours: Math.round(rules.coolingOffMs / 3_600_000) })}</Muted>;
}

function MemberTools({ rules, onClosed }: { rules: ProtectionRulesValue; onClosed: () => void }) {
  const { t } = useTranslation('protection');
  const settings = useProtectionSettingsQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const dateTime = useDates().time;

  // the platform has ended every session of the member: home, then the session goes here too (no "logged out" notice)
  const closeAccount = ({ until }: ExclusionValue) => {
    onClosed();
    navigate('/m/home', { replace: true });
    dispatch(sessionEnded());
    dispatch(baseApi.util.resetApiState());
    toast.show({ message: until === null ? t('exclusion.donePermanent') : t('exclusion.done', { time: dateTime(until) }), kind: 'long' });
  };

  return (
    <>
      <Intro rules={rules} />
      <PageState query={settings}>
        {(value) => (
          <>
            <Card>
              <LimitsForm settings={value} />
            </Card>
            <Card>
              <RealityCheckSetting choices={rules.realityCheckChoices} minutes={value.realityCheckMinutes} />
            </Card>
          </>
        )}
      </PageState>
      <Card>
        <ExclusionSection kind="timeOut" periods={rules.timeOutPeriods} onClosed={closeAccount} />
      </Card>
      <Card>
        <ExclusionSection kind="selfExclusion" periods={rules.selfExclusionPeriods} onClosed={closeAccount} />
      </Card>
    </>
  );
}
