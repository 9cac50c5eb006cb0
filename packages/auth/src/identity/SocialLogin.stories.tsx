import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BrandProvider, useBrand, useBrandAssets } from '@wl/brand';
import { SocialLogin } from './SocialLogin';

/** The toolbar's brand with the demo identity provider and both social flags on. */
const withDemoProvider: Decorator = (Story) => {
  function Wrapped() {
    const brand = useBrand();
    const assets = useBrandAssets();
    return (
      <BrandProvider brand={{ ...brand, identityProvider: { provider: 'demo' }, flags: { ...brand.flags, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } }} assets={assets}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </BrandProvider>
    );
  }
  return <Wrapped />;
};

const meta: Meta<typeof SocialLogin> = {
  title: 'auth/SocialLogin',
  component: SocialLogin,
  args: { onSuccess: () => undefined },
  decorators: [withDemoProvider],
};
export default meta;
type Story = StoryObj<typeof SocialLogin>;

const GOOGLE = /^(Continue with Google|Continuar com Google|Tiếp tục với Google|使用 Google 继续)$/;

/** Both buttons, as on /m/login when the identity provider and both white-label flags are on. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: GOOGLE }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** The demo provider's sign-in dialog after a tap on Google. */
export const DemoSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: GOOGLE }, { timeout: 5000 }));
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(within(dialog).getByRole('textbox', { name: /Email|E-mail|电子邮箱|邮箱/ })).toHaveValue('player@google.example');
  },
};
