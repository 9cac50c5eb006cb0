import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { ErrorState, Spinner } from '@wl/ui-kit';
import { useFreePlayMutation, useTrialUserMutation } from '../account/accountsApi';
import { FramedScreen } from '../fields/layout';
import { useErrorText } from '../errors/useErrorText';
import { TRIAL_USER_KEY } from '../session/sessionSlice';

function storedTrialName(): string | null {
  try {
    return localStorage.getItem(TRIAL_USER_KEY);
  } catch {
    return null;
  }
}

const Starting = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space['3']};
  color: ${(p) => p.theme.color.text.secondary};
  p {
    margin: 0;
  }
`;

/**
 * /m/trail: free play. A loading indicator, the trial account (created once and kept under the trial key),
 * the free-play login on the trial merchant, then home with a type 4 session.
 */
export function TrialPage() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [trialUser, user] = useTrialUserMutation();
  const [freePlay, play] = useFreePlayMutation();
  const started = useRef(false);

  async function start() {
    const trialMerchantCode = brand.trialMerchantCode;
    try {
      let name = storedTrialName();
      if (!name) {
        name = (await trialUser({ trialMerchantCode }).unwrap()).userName;
        try {
          localStorage.setItem(TRIAL_USER_KEY, name);
        } catch {
          // kept for this session only
        }
      }
      await freePlay({ username: name, trialMerchantCode }).unwrap();
      navigate('/m/home', { replace: true });
    } catch {
      // the error state below offers a retry
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
    // start once per visit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = user.error ?? play.error;
  return (
    <FramedScreen aria-busy={!error}>
      {error ? (
        <ErrorState
          title={t('trial.failed')}
          description={errorText(error)}
          retryLabel={tc('common.retry')}
          onRetry={() => void start()}
          retrying={user.isLoading || play.isLoading}
        />
      ) : (
        <Starting>
          <Spinner size="lg" label={t('trial.starting')} />
          <p aria-hidden="true">{t('trial.starting')}</p>
        </Starting>
      )}
    </FramedScreen>
  );
}
