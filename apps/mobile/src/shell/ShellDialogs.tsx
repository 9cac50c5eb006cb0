import { useNavigate } from 'react-router';
import { selectSession } from '@wl/auth';
import { useAppSelector } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, Prompt } from '@wl/ui-kit';
import { usePanels } from './panels';
import { affiliatePath } from './visibility';

/**
 * The shell's small dialogs, loaded when first needed: the referral dialog (invite friends: affiliate
 * routing by account type, guests to /m/login) and the member-centre prompt for trial sessions
 * (cancel, or register now).
 */
export function ShellDialogs() {
  const { t } = useTranslation('storefront');
  const { t: tc } = useTranslation();
  const brand = useBrand();
  const panels = usePanels();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const go = (to: string) => {
    panels.close();
    navigate(to);
  };
  return (
    <>
      <Dialog
        open={panels.open === 'referral'}
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
