import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Prompt } from '@wl/ui-kit';
import { useContractRequestsQuery } from '../api/agentApi';
import { CONTRACT_PAGES, needsContractCheck, pendingContract } from '../rules/contracts';

/** Alerts answered (cancel or view) in this page load, by login and contract: one answer covers home and agent home. */
const answered = new Set<string>();

/**
 * Whether no modal dialog other than this prompt's own is open, followed for as long as `waiting` (overlays are
 * portals on document.body). A dialog that opens later (the login announcement popup, whose announcements may
 * arrive after the contract check) hides the prompt until it closes: the two never stack.
 */
function useNoOtherDialog(waiting: boolean, ownOpen: RefObject<boolean>): boolean {
  const [free, setFree] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const check = () => setFree(document.querySelectorAll('[role="dialog"][aria-modal="true"]').length - (ownOpen.current ? 1 : 0) <= 0);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    check();
    return () => observer.disconnect();
  }, [waiting, ownOpen]);
  return free;
}

/**
 * The contract alert (spec 000 section 6): for session types other than 4, 40, 41 and 42, a pending daily-salary,
 * dividend or hourly-salary requirement offers cancel or the matching contract page. Mounted on entering home with a
 * session (the home header, through loadContractPrompt) and on agent home; once answered it stays closed for that
 * login. It waits for another open dialog (the login announcement popup) to close and gives way to one that opens
 * after it, never stacking on it. Silent when the check fails.
 */
export function ContractPrompt() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const check = needsContractCheck(session?.type);
  const { data } = useContractRequestsQuery(undefined, { skip: !check });
  const kind = check ? pendingContract(data) : null;
  const key = `${session?.token ?? ''}:${kind ?? ''}`;
  const [, rerender] = useState(0);
  const waiting = !!kind && !answered.has(key);
  // whether the prompt is on the page, read when the page's dialogs change (set in the commit that adds or removes
  // it, before the MutationObserver reports that change)
  const shown = useRef(false);
  const free = useNoOtherDialog(waiting, shown);
  const open = waiting && free;
  useLayoutEffect(() => {
    shown.current = open;
  }, [open]);
  if (!open) return null;
  const answer = () => {
    answered.add(key);
    rerender((n) => n + 1);
  };
  return (
    <Prompt
      open
      title={t('contracts.promptTitle')}
      message={t('contracts.promptBody', { contract: t(`contracts.${kind}`) })}
      confirmLabel={t('contracts.view')}
      cancelLabel={tc('common.cancel')}
      onConfirm={() => {
        answer();
        navigate(CONTRACT_PAGES[kind]);
      }}
      onCancel={answer}
    />
  );
}
