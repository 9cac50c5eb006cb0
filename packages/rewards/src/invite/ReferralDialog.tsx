import { useNavigate } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, PageState } from '@wl/ui-kit';
import { referralLink, useAgentAffiliateQuery } from './inviteApi';
import { ReferralShare } from './ReferralShare';

/**
 * The tab bar's referral dialog for a member who may invite (spec 001 tab bar): the same link, QR code, copy and
 * share as the invite friends page, and a way to the invited friends there. A lazy part of its own (loadReferralDialog).
 */
export function ReferralDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const affiliate = useAgentAffiliateQuery();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={tc('titles.inviteFriends')}
      closeLabel={tc('common.close')}
      footer={
        <Button
          block
          variant="ghost"
          onClick={() => {
            onClose();
            navigate('/m/inviteFriends');
          }}
        >
          {t('invite.seeFriends')}
        </Button>
      }
    >
      <PageState query={affiliate} size="section">
        {({ code }) => <ReferralShare code={code} link={referralLink(code)} />}
      </PageState>
    </Dialog>
  );
}
