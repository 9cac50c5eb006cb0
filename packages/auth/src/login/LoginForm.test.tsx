import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, startDemoPlatform, testBrand } from '../testing';
import { LoginForm } from './LoginForm';

configure({ asyncUtilTimeout: 5000 });
startDemoPlatform();
beforeEach(() => localStorage.clear());

const smsBrand = () => {
  const base = testBrand();
  return testBrand({ flags: { ...base.flags, MOBILELOGIN3: true } });
};

describe('LoginForm by SMS code', () => {
  it('shows a number the SMS request refused on the number, and the message goes once the number is corrected', async () => {
    await renderApp(<LoginForm onSuccess={() => undefined} />, { route: '/m/login', brand: smsBrand() });
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    const mobile = screen.getByLabelText('Mobile number');
    // no member has this number
    await userEvent.type(mobile, '911112222');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('Sorry, the user does not exist or is disabled'));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '987650001');
    expect(screen.queryByText('Sorry, the user does not exist or is disabled')).toBeNull();
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    // the corrected number gets its code
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Send again in \d+ seconds/ })).toBeDisabled();
  });
});
