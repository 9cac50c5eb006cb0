import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDemoMsw } from '@wl/demo-api/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoSession, renderApp } from '@wl/auth/testing';
import { checkImage, VerificationSection } from './VerificationSection';

configure({ asyncUtilTimeout: 5000 });
const demo = createDemoMsw();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  demo.server.resetHandlers();
  await demo.reset();
});
afterAll(() => demo.server.close());

const image = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('checkImage', () => {
  it('takes png and jpg up to 5 MB', () => {
    expect(checkImage({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkImage({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkImage({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('tooLarge');
    expect(checkImage({ type: 'image/gif', size: 10 })).toBe('badType');
  });
});

describe('VerificationSection', () => {
  it('asks for the missing images, refuses a 6 MB file, and sends a complete form to pending review', async () => {
    await renderApp(<VerificationSection />, { route: '/m/member/home', session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(screen.getByText('Please upload front of your ID')).toBeInTheDocument();
    expect(screen.getByText('Please upload back of your ID')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in this field')).toHaveLength(6);

    await userEvent.upload(screen.getByLabelText('Front of ID'), image('big.png', 6 * 1024 * 1024));
    expect(screen.getByText('Each image may be at most 5 MB.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Front of ID'), image('front.png', 2000));
    await userEvent.upload(screen.getByLabelText('Back of ID'), image('back.jpg', 2000, 'image/jpeg'));
    await userEvent.upload(screen.getByLabelText('Selfie with your ID'), image('selfie.png', 2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const label of ['Permanent address', 'Current address', 'Place of birth', 'Nationality', 'Occupation', 'Source of income']) {
      await userEvent.type(screen.getByLabelText(label), 'x');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
  });
});
