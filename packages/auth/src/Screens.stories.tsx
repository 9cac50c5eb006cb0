import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freePlayLogin, registerSettings } from '@wl/api-client/catalogue';
import { findHeading as heading, screenStory, sentTo, type Story, STORY_WAIT as WAIT, storyTexts, sentToStory } from '@wl/ui-kit/story';
import { LoginPage } from './login/LoginPage';
import { ChangePasswordPage } from './password/ChangePasswordPage';
import { ForgetPage } from './password/ForgetPage';
import { RegisterPage } from './register/RegisterPage';
import { SettingsPage } from './settings/SettingsPage';
import { TrialPage } from './trial/TrialPage';

/**
 * The accounts screens at their routes (apps/mobile/src/app/routeTable.ts) with their data from the demo platform
 * (MSW): login, register, forgot password, change password, free play and settings. Each story pins the session it
 * is about (docs/storybook.md "Screen stories"). Play functions read the expected text through i18n, so they hold in
 * every locale and brand of the toolbars.
 *
 * Settings (/m/set): the app's route renders `SettingsScreen` (apps/mobile), which is this package's `SettingsPage`
 * plus the responsible gaming entry of @wl/protection (a package above this one). The stories render `SettingsPage`
 * itself: every row but that entry, which Screens/Protection covers at its own route.
 */
const meta: Meta = { title: 'Screens/Accounts' };
export default meta;

/** The accounts namespace's and the shell's texts in the story's locale. */
const texts = (context: StoryContext) => storyTexts(context, 'accounts');

// ---- login ----

async function loginForm(context: StoryContext) {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('login.title'));
  const form = await within(context.canvasElement).findByRole('form', { name: t('login.title') }, WAIT);
  await expect(within(form).getByRole('textbox', { name: t('fields.username') })).toBeVisible();
  return form;
}

/** Login (/m/login) as a guest: the form, the links to forgot password and register, free play where the brand has it. */
export const Login = screenStory(LoginPage, '/m/login', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    await loginForm(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: t('login.forgot') })).toHaveAttribute('href', '/m/forget');
    await expect(canvas.getByRole('link', { name: t('login.register') })).toHaveAttribute('href', '/m/register');
  },
});

/** A member opening /m/login is not sent anywhere (no guard): the same form, to log in as another account. */
export const LoginAsMember = screenStory(LoginPage, '/m/login', {
  session: 'member0',
  play: async (context) => {
    await loginForm(context);
  },
});

/** A wrong password against the demo platform: its message shows above the form and what was typed stays. */
export const LoginWrongPassword = screenStory(LoginPage, '/m/login', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const form = await loginForm(context);
    const username = within(form).getByRole('textbox', { name: t('fields.username') });
    // a demo account that is no story session (two failures would ask the session's login for a captcha)
    await userEvent.type(username, 'team01');
    await userEvent.type(within(form).getByLabelText(t('fields.password'), { selector: 'input' }), 'not-the-password');
    await userEvent.click(within(form).getByRole('button', { name: t('login.submit') }));
    await expect(await within(form).findByRole('alert', {}, WAIT)).not.toBeEmptyDOMElement();
    await expect(username).toHaveValue('team01');
  },
});

/** Two failed logins of one name: the platform asks for the captcha, and its field and image show. */
export const LoginCaptchaAfterFailures = screenStory(LoginPage, '/m/login', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const form = await loginForm(context);
    const password = within(form).getByLabelText(t('fields.password'), { selector: 'input' });
    // a name of its own, so the failures start from none each time the story runs
    await userEvent.type(within(form).getByRole('textbox', { name: t('fields.username') }), `story${Date.now() % 100000}`);
    for (const attempt of ['wrong-one', 'wrong-two']) {
      await userEvent.clear(password);
      await userEvent.type(password, attempt);
      await userEvent.click(within(form).getByRole('button', { name: t('login.submit') }));
      await within(form).findByRole('alert', {}, WAIT);
    }
    await expect(await within(form).findByRole('textbox', { name: t('fields.captcha') }, WAIT)).toBeVisible();
    await expect(within(form).getByRole('button', { name: t('login.captchaImage') })).toBeVisible();
  },
});

// ---- register ----

async function registerForm(context: StoryContext) {
  const { t } = await texts(context);
  const form = await within(context.canvasElement).findByRole('form', { name: t('register.title') }, WAIT);
  await expect(within(form).getByRole('button', { name: t('register.submit') })).toBeVisible();
  return form;
}

/** Register (/m/register) as a guest: the form from the demo platform's rule set, its tabs as the brand enables them. */
export const Register = screenStory(RegisterPage, '/m/register', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('register.title'));
    const form = await registerForm(context);
    await expect(within(form).getByRole('link', { name: t('register.loginNow') })).toHaveAttribute('href', '/m/login');
  },
});

/** Submitting the empty form: every required field says why and the first one gets the focus. */
export const RegisterInvalid = screenStory(RegisterPage, '/m/register', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const form = await registerForm(context);
    await userEvent.click(within(form).getByRole('button', { name: t('register.submit') }));
    await waitFor(() => expect(context.canvasElement.ownerDocument.activeElement?.getAttribute('aria-invalid')).toBe('true'), WAIT);
    await expect(
      within(form)
        .getAllByRole('textbox')
        .some((input) => input.getAttribute('aria-invalid') === 'true'),
    ).toBe(true);
  },
});

/**
 * The rule set still loading: the form's place shows "please wait" (the form's own PageState label, not the shell's
 * "loading"), under the page's title.
 */
export const RegisterLoading: Story = {
  render: () => <RegisterPage />,
  globals: { session: 'guest' },
  parameters: { route: '/m/register', demo: { pending: [registerSettings] } },
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('register.title'));
    const spinner = await within(context.canvasElement).findByRole('status', { name: t('messages.pleaseWait') }, WAIT);
    await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/**
 * The rule set failed once: the platform's error text (with "your input has been kept") and a retry button, then
 * the form. The form's PageState names the failure itself, so this is not `failingStory`'s "could not load".
 */
export const RegisterError: Story = {
  render: () => <RegisterPage />,
  globals: { session: 'guest' },
  parameters: { route: '/m/register', demo: { fail: [registerSettings] } },
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(t('messages.formKept'));
    await userEvent.click(within(alert).getByRole('button', { name: tc('common.retry') }));
    await registerForm(context);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), WAIT);
  },
};

// ---- forgot password ----

async function emailForm(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  // the brand's CHNGPASSVERIF3 adds the phone tab (and makes it the default): the screen's first form is drawn
  // with the tabs, when there are tabs
  await canvas.findAllByRole('form', {}, WAIT);
  const emailTab = canvas.queryByRole('tab', { name: t('forget.byEmail') });
  if (emailTab) await userEvent.click(emailTab);
  const form = await canvas.findByRole('form', { name: t('forget.byEmail') }, WAIT);
  // the customer-service link is drawn once the merchant's entries answer (the demo platform has some for every merchant)
  await within(form).findByRole('link', { name: t('forget.customerService') }, WAIT);
  return form;
}

/** Forgot password (/m/forget) as a guest: retrieval by email (and by phone where the brand turns CHNGPASSVERIF3 on). */
export const Forget = screenStory(ForgetPage, '/m/forget', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('forget.title'));
    const form = await emailForm(context);
    await expect(within(form).getByRole('textbox', { name: t('fields.email') })).toBeVisible();
  },
});

/** A bad email format: the field says so (in_email_incorrect) and keeps what was typed. */
export const ForgetBadEmail = screenStory(ForgetPage, '/m/forget', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const form = await emailForm(context);
    const email = within(form).getByRole('textbox', { name: t('fields.email') });
    await userEvent.type(email, 'player@nowhere');
    await userEvent.click(within(form).getByRole('button', { name: t('forget.submitEmail') }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('player@nowhere');
  },
});

// ---- change password ----

async function changePasswordForm(context: StoryContext) {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('changePassword.title'));
  const form = await within(context.canvasElement).findByRole('form', { name: t('changePassword.title') }, WAIT);
  await expect(within(form).getByRole('textbox', { name: t('fields.username') })).toHaveValue('demo');
  return form;
}

/** Change password (/m/changePsw) for a member: the fixed username, the current password, the new one twice. */
export const ChangePassword = screenStory(ChangePasswordPage, '/m/changePsw', {
  session: 'member0',
  play: async (context) => {
    await changePasswordForm(context);
  },
});

/** A new password equal to the current one: the same_password prompt, before anything is sent. */
export const ChangePasswordSame = screenStory(ChangePasswordPage, '/m/changePsw', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    const form = await changePasswordForm(context);
    for (const field of ['fields.oldPassword', 'fields.newPassword', 'fields.confirmNewPassword'])
      await userEvent.type(within(form).getByLabelText(t(field), { selector: 'input' }), 'same1234');
    await userEvent.click(within(form).getByRole('button', { name: t('changePassword.submit') }));
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: t('changePassword.sameTitle') }, WAIT)).toHaveTextContent(t('validation.samePassword'));
  },
});

/** A guest is sent to log in (and comes back after). */
export const ChangePasswordAsGuest = sentToStory(ChangePasswordPage, '/m/changePsw', 'guest', '/m/login');

// ---- free play ----

/**
 * Free play (/m/trail) as a guest: the demo platform makes a trial account and logs it in, and the screen goes home
 * with a type 4 session. A trial account opening it does the same (the screen does not look at the session).
 */
export const Trial = sentToStory(TrialPage, '/m/trail', 'guest', '/m/home');

/** The free-play login not answered yet: the spinner of the starting session. */
export const TrialStarting: Story = {
  render: () => <TrialPage />,
  globals: { session: 'guest' },
  parameters: { route: '/m/trail', demo: { pending: [freePlayLogin] } },
  play: async (context) => {
    const { t } = await texts(context);
    const spinner = await within(context.canvasElement).findByRole('status', { name: t('trial.starting') }, WAIT);
    await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The free-play login failed once: "free play could not start" with the platform's message and a retry, then home. */
export const TrialError: Story = {
  render: () => <TrialPage />,
  globals: { session: 'guest' },
  parameters: { route: '/m/trail', demo: { fail: [freePlayLogin] } },
  play: async (context) => {
    const { t, tc } = await texts(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(t('trial.failed'));
    await userEvent.click(within(alert).getByRole('button', { name: tc('common.retry') }));
    await sentTo(context.canvasElement, '/m/home');
  },
};

// ---- settings ----

/** Settings (/m/set) for a member: the account, the profile picture (PROFPIC3), change password and sign out. */
export const Settings = screenStory(SettingsPage, '/m/set', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('demo', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('settings.changePassword') })).toHaveAttribute('href', '/m/changePsw');
    await expect(canvas.getByRole('button', { name: t('settings.logout') })).toBeVisible();
  },
});

/** The profile picture row opens the picker: the avatars of the brand, the member's own one pressed. */
export const SettingsHeadIcon = screenStory(SettingsPage, '/m/set', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    const row = await within(context.canvasElement).findByRole('button', { name: (name) => name.startsWith(t('settings.headIcon')) }, WAIT);
    await userEvent.click(row);
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog', { name: t('settings.chooseIcon') }, WAIT);
    // the dialog pops in (150 ms)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('settings.icon', { number: 1 }) })).toBeVisible(), WAIT);
  },
});

/** A guest: change password leads to login, no account row and no sign out. */
export const SettingsAsGuest = screenStory(SettingsPage, '/m/set', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('link', { name: t('settings.changePassword') }, WAIT)).toHaveAttribute('href', '/m/login');
    await expect(canvas.queryByRole('button', { name: t('settings.logout') })).toBeNull();
  },
});
