import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface PromptProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** Without it only the confirm button is shown (an alert-style prompt). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and (unless `closeOnMask` is false) a mask tap. */
  onCancel: () => void;
  closeOnMask?: boolean;
  /** Shows the confirm button as dangerous (e.g. log out, delete). */
  danger?: boolean;
  /** Confirm button shows a spinner (e.g. while a request runs). */
  confirmLoading?: boolean;
}

const Message = styled.div`
  color: ${(p) => p.theme.color.text.secondary};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** A Dialog asking to confirm or cancel. */
export function Prompt({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  closeOnMask = true,
  danger = false,
  confirmLoading = false,
}: PromptProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      closeOnMask={closeOnMask}
      aria-describedby={messageId}
      footer={
        <>
          {cancelLabel && (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={danger ? 'danger' : 'primary'} loading={confirmLoading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Dialog>
  );
}
