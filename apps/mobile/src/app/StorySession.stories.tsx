import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useAppSelector } from '@wl/api-client';
import { selectSession, WalletBalance } from '@wl/auth';
import { PageBody } from '@wl/ui-kit';
import { STORY_SESSIONS, type StorySession } from './storySession';

/** Who the Session toolbar signed in: the store's session as the platform started it, and the wallet it reads. */
function SessionShown() {
  const session = useAppSelector(selectSession);
  return (
    <PageBody>
      <h1>{session ? `Signed in as ${session.userName}` : 'Guest'}</h1>
      {session && (
        <>
          <p>Customer type {session.type}</p>
          <WalletBalance />
        </>
      )}
    </PageBody>
  );
}

/**
 * The Session toolbar (docs/storybook.md): each story pins one session with story globals, the way a screen's
 * story pins the account it needs. The loader logged the story's store in on the demo platform before it rendered.
 */
const meta: Meta = { title: 'app/Storybook sessions', render: () => <SessionShown /> };
export default meta;

function pinned(session: StorySession): StoryObj {
  const account = STORY_SESSIONS[session];
  return {
    globals: { session },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      if (!account.username) {
        await expect(canvas.getByRole('heading', { name: 'Guest' })).toBeVisible();
        return;
      }
      await expect(canvas.getByRole('heading', { name: `Signed in as ${account.username}` })).toBeVisible();
      await expect(canvas.getByText(`Customer type ${account.type}`)).toBeVisible();
    },
  };
}

export const Guest = pinned('guest');
export const MemberType0 = pinned('member0');
export const MemberType1 = pinned('member1');
export const Agent = pinned('agent');
export const Trial = pinned('trial');
