import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useAppSelector } from '@wl/api-client';
import { selectSession, useLoginMutation } from '@wl/auth';
import { useBrand, WithTemplates } from '@wl/brand';
import { MemberHomePage } from './MemberHomePage';

/** Logs the demo member in on the demo platform (MSW in the browser) once, and shows the story when the session is there. */
function SignedIn({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const session = useAppSelector(selectSession);
  const [login] = useLoginMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || session) return;
    asked.current = true;
    void login({ type: 'username', username: 'demo', password: 'Demo1234', merchantCode: brand.merchantCode });
  }, [brand.merchantCode, login, session]);
  return session ? children : null;
}

/** The toolbar's brand with member centre design `mem_cen`, and a signed-in demo member. */
function WithDesign({ design, children }: { design: 0 | 1; children: ReactNode }) {
  return (
    <WithTemplates templates={{ mem_cen: design }}>
      <SignedIn>{children}</SignedIn>
    </WithTemplates>
  );
}

const withDesign =
  (design: 0 | 1): Decorator =>
  (Story) => (
    <WithDesign design={design}>
      <Story />
    </WithDesign>
  );

const meta: Meta<typeof MemberHomePage> = { title: 'content/messages/MemberHomePage', component: MemberHomePage };
export default meta;
type Story = StoryObj<typeof MemberHomePage>;

const PROFILE = /^(Profile|Perfil|Hồ sơ|个人资料)$/;
const SERVICES = /^(My services|Meus serviços|Dịch vụ của tôi|我的服务)$/;
const QUICK_ACTIONS = /^(Quick actions|Ações rápidas|Thao tác nhanh|快捷操作)$/;
const DEPOSIT = /^(Deposit|Depositar|Nạp tiền|存款)$/;

/** Design 0, classic: the profile card with its fields in rows, then every entry as a row of one list. */
export const Classic: Story = {
  decorators: [withDesign(0)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: SERVICES }, { timeout: 8000 });
    await expect(within(nav).getByRole('link', { name: DEPOSIT })).toBeVisible();
    await expect(within(await canvas.findByRole('region', { name: PROFILE })).queryByRole('group', { name: QUICK_ACTIONS })).toBeNull();
  },
};

/** Design 1, new: the balance card in the brand's gradient with the quick actions, then the other entries as tiles. */
export const New: Story = {
  decorators: [withDesign(1)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = await canvas.findByRole('region', { name: PROFILE }, { timeout: 8000 });
    await expect(within(within(profile).getByRole('group', { name: QUICK_ACTIONS })).getByRole('link', { name: DEPOSIT })).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: SERVICES });
    await expect(within(nav).queryByRole('link', { name: DEPOSIT })).toBeNull();
  },
};
