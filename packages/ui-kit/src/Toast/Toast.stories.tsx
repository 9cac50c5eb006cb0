import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TOAST_DURATION, useToast } from './Toast';

/** Buttons calling useToast; the story preview supplies the ToastProvider. */
function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button onClick={() => toast.show({ message: 'Saved' })}>Short (3 s)</Button>
      <Button onClick={() => toast.show({ message: 'Your withdrawal is being processed by the cashier.', kind: 'long' })}>Long (8 s)</Button>
      <Button onClick={() => toast.show({ message: 'Copied', kind: 'notice' })}>Notice (1.5 s)</Button>
      <Button
        onClick={() => {
          const id = toast.show({ message: 'Loading…', kind: 'loading' });
          setTimeout(() => toast.dismiss(id), 2500);
        }}
      >
        Loading (dismissed after 2.5 s, at most {TOAST_DURATION.loadingMax} ms)
      </Button>
      <Button variant="secondary" onClick={() => toast.show({ message: 'Deposit successful', kind: 'success' })}>
        Success
      </Button>
      <Button variant="danger" onClick={() => toast.show({ message: 'Network error, please try again', kind: 'error' })}>
        Error
      </Button>
      <Button variant="ghost" onClick={() => toast.show({ message: 'Bonus rejected', duration: 2000 })}>
        Custom 2 s
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  tags: ['autodocs'],
  parameters: {
    docs: {
      // a modal or a portal: each example in a frame of its own, not over the docs page
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          "Short messages over the page (saved, copied, failed), from `useToast().show({ message, kind })`: `short` 3 s, `long` 8 s, `notice` 1.5 s, `loading` until dismissed.\n\n**Do** keep it to one sentence. **Don't** put anything a player must act on in a toast: use the page or a `Dialog`.\n\n**Accessibility:** announced without moving focus: an `error` assertively (`role=alert`), the others politely (`role=status`); the text must say what happened, the colour only repeats it.",
      },
    },
  },
  component: ToastButtons,
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Short (3 s)' }));
    await expect(await page.findByText('Saved')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Network error, please try again');
  },
};
