// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { registerDialog, type RegisterDialogEvent, type RegisterDialogState } from './registerDialog';

const run = (events: RegisterDialogEvent[], from: RegisterDialogState = 'hidden') => events.reduce(registerDialog, from);

describe('registerDialog (shown, success, hidden)', () => {
  it('opens, registers, shows success, then hides', () => {
    expect(run(['open'])).toBe('shown');
    expect(run(['open', 'registered'])).toBe('success');
    expect(run(['open', 'registered', 'successShown'])).toBe('hidden');
  });

  it('closes without registering', () => {
    expect(run(['open', 'close'])).toBe('hidden');
  });

  it('closing during success hides at once', () => {
    expect(run(['close'], 'success')).toBe('hidden');
  });

  it('ignores events that do not apply to the state', () => {
    expect(run(['registered', 'successShown', 'close'])).toBe('hidden');
    expect(run(['open', 'open', 'successShown'])).toBe('shown');
    expect(run(['open'], 'success')).toBe('success');
    expect(run(['registered'], 'success')).toBe('success');
  });
});
