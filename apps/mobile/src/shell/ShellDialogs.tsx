import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { checkAccess, isAgentType, selectSession } from '@wl/auth';
import { useAppSelector } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { loadReferralDialog } from '@wl/rewards';
import { Button, Dialog, Prompt } from '@wl/ui-kit';
import { usePanels } from './panels';
import { affiliatePath } from './visibility';

/** A member's referral dialog (link, QR code, copy, share): its own lazy part, loaded when the invite entry is pressed. */
const ReferralDialog = lazy(() => loadReferralDialog().then((component) => ({ default: component })));

/**
 * The shell's small dialogs, loaded when first needed: the referral dialog (a member who may invite gets the
 * rewards package's, with the link; others affiliate routing by account type, guests to /m/login) and the
 * member-centre prompt for trial sessions (cancel, or register now).
 */
export function ShellDialogs() {
  const { t } = useTranslation('storefront');
  const { t: tc } = useTranslation();
  const brand = useBrand();
  const panels = usePanels();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const inviter = !!session && checkAccess('referral', session) === 'ok' && !isAgentType(session.type);
  const go = (to: string) => {
    panels.close();
    navigate(to);
  };
  return (
    <>
      {inviter && panels.open === 'referral' && (
        <Suspense fallback={null}>
          <ReferralDialog open onClose={panels.close} />
        </Suspense>
      )}
      <Dialog
        open={!inviter && panels.open === 'referral'}
        onClose={panels.close}
        title={t('referral.title')}
        closeLabel={tc('common.close')}
        footer={
          <Button block onClick={() => go(affiliatePath(session))}>
            {t('referral.action')}
          </Button>
        }
      >
        {t('referral.body', { brand: brand.name })}
      </Dialog>
      <Prompt
        open={panels.open === 'memberPrompt'}
        title={t('memberPrompt.title')}
        message={t('memberPrompt.body')}
        cancelLabel={tc('common.cancel')}
        confirmLabel={t('memberPrompt.register')}
        onCancel={panels.close}
        onConfirm={() => go('/m/register')}
      />
    </>
  );
}
