import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode';

const meta = {
  title: 'ui-kit/QrCode',
  component: QrCode,
  args: { value: 'https://pay.example/orders/D1001', label: 'Scan to pay' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentLink: Story = {};

export const LongReferralLink: Story = {
  args: { value: 'https://nova.example/m/register?affiliateCode=AB12CD34&utm_source=share&utm_medium=qr', label: 'Referral link', size: 10 },
};
