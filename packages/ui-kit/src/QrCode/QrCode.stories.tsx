import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode';

const meta = {
  title: 'ui-kit/QrCode',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A QR code drawn as SVG (no canvas, no image request) with its quiet zone, dark on white in both colour modes so every scanner reads it.\n\n**Do** show the same link as text beside it (`LinkText`) for players who cannot scan. **Don't** recolour it with brand colours.\n\n**Accessibility:** `role=img` named by `label`.",
      },
    },
  },
  component: QrCode,
  args: { value: 'https://pay.example/orders/D1001', label: 'Scan to pay' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentLink: Story = {};

export const LongReferralLink: Story = {
  args: { value: 'https://nova.example/m/register?affiliateCode=AB12CD34&utm_source=share&utm_medium=qr', label: 'Referral link', size: 10 },
};
