import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeadIcon } from './HeadIcon';

/** The settings screen's profile pictures; the screen itself is in Screens/Accounts (Screens.stories.tsx). */
const meta: Meta<typeof HeadIcon> = { title: 'auth/HeadIcon', component: HeadIcon };
export default meta;
type Story = StoryObj<typeof HeadIcon>;

/** The avatars of the head icon picker (PROFPIC3), blank first. */
export const HeadIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 16 }}>
      {Array.from({ length: 9 }, (_, i) => (
        <HeadIcon key={i} icon={i} />
      ))}
    </div>
  ),
};
