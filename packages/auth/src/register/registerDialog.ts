/**
 * The register dialog's flags (spec 000 section 2: shown, success, hidden) as one state machine
 * (docs/decisions/011): a guest in the login modal opens registration without leaving the page; a
 * registration logs them in and shows the success state for REGISTER_SUCCESS_MS, then the dialog hides.
 */
export type RegisterDialogState = 'hidden' | 'shown' | 'success';
export type RegisterDialogEvent = 'open' | 'close' | 'registered' | 'successShown';

/** How long the success state shows before the dialog hides (as the spec's other confirmations, 1 s). */
export const REGISTER_SUCCESS_MS = 1000;

export function registerDialog(state: RegisterDialogState, event: RegisterDialogEvent): RegisterDialogState {
  switch (state) {
    case 'hidden':
      return event === 'open' ? 'shown' : state;
    case 'shown':
      if (event === 'registered') return 'success';
      return event === 'close' ? 'hidden' : state;
    case 'success':
      // the account exists and the session started: closing early only skips the message
      return event === 'successShown' || event === 'close' ? 'hidden' : state;
  }
}
