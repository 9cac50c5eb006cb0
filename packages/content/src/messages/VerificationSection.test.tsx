import { File as NodeFile } from 'node:buffer';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { pasteAndLeave, PASTE_BUDGET_MS } from '@wl/ui-kit/testing';
import { checkComments, checkImage, checkProfileField, VerificationSection } from './VerificationSection';
import { submitVerification } from '@wl/api-client/catalogue';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

// jsdom's FormData and File do not serialise through Node's fetch (a file part arrives as "undefined"): use
// Node's, so the multipart body msw hands the demo platform is the one a browser sends
beforeEach(async () => {
  const form = await new Response('a=b', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('File', NodeFile);
  return () => vi.unstubAllGlobals();
});

const image = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

/**
 * The parts of the verification submissions sent to the platform: name, then file name, type and size or the
 * text (no parts for a body that is not multipart).
 */
function sentForms(): Promise<string[][][]> {
  const submissions = requests.filter((r) => r.method === 'POST' && r.pathname.endsWith(submitVerification.path));
  return Promise.all(
    submissions.map(async ({ request }) => {
      if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data; boundary=')) return [];
      const form = await request.formData();
      return [...form.entries()].map(([name, value]) => (typeof value === 'string' ? [name, value] : [name, value.name, value.type, String(value.size)]));
    }),
  );
}

describe('checkImage', () => {
  it('takes png and jpg up to 5 MB', () => {
    expect(checkImage({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkImage({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkImage({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('tooLarge');
    expect(checkImage({ type: 'image/gif', size: 10 })).toBe('badType');
  });
});

describe('profile field checks (issue 26)', () => {
  it('check 10,000 and 100,000 characters in under 50 ms, by length alone', () => {
    for (const length of [10_000, 100_000])
      for (const value of ['a'.repeat(length), ' '.repeat(length), `${'a '.repeat(length / 2 - 1)}!`]) {
        const start = performance.now();
        expect(checkProfileField(value)).toBe('tooLong');
        expect(checkComments(value)).toBe('commentsTooLong');
        expect(performance.now() - start).toBeLessThan(50);
      }
    expect(checkProfileField('a'.repeat(200))).toBeUndefined();
    expect(checkProfileField('   ')).toBe('required');
  });
});

describe('VerificationSection', () => {
  it("shows each field's limit before it is reached, and says a longer value is too long", async () => {
    await renderApp(<VerificationSection />, { route: '/m/member/home', session: await demoSession(demo.app) });
    const address = await screen.findByLabelText('Permanent address');
    expect(address).toHaveAttribute('maxlength', '200');
    // typing up to 179: no counter yet; from 180 (90 %) it shows and is read out politely
    pasteAndLeave(address, 'a'.repeat(179));
    expect(screen.queryByText('179 / 200')).toBeNull();
    await userEvent.type(address, 'b');
    expect(screen.getByText('180 / 200')).toBeInTheDocument();
    expect(await screen.findByText('180 of 200 characters')).toHaveAttribute('aria-live', 'polite');
    // a paste the browser did not cut (a script, an extension): too long, at once
    for (const label of ['Permanent address', 'Current address', 'Place of birth', 'Nationality', 'Occupation', 'Source of income'])
      expect(pasteAndLeave(screen.getByLabelText(label), 'x'.repeat(100_000)), label).toBeLessThan(PASTE_BUDGET_MS);
    expect(address).toHaveAccessibleDescription('At most 200 characters');
  });

  it('keeps every image and field when the upload fails, and says so', async () => {
    await renderApp(<VerificationSection />, { route: '/m/member/home', session: await demoSession(demo.app) });
    await screen.findByRole('button', { name: 'Submit for review' });
    demo.server.use(
      http.post(`*${submitVerification.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), { once: true }),
    );
    await userEvent.upload(screen.getByLabelText('Front of ID'), image('front.png', 2000));
    await userEvent.upload(screen.getByLabelText('Back of ID'), image('back.png', 2000));
    await userEvent.upload(screen.getByLabelText('Selfie with your ID'), image('selfie.png', 2000));
    const labels = ['Permanent address', 'Current address', 'Place of birth', 'Nationality', 'Occupation', 'Source of income'];
    for (const label of labels) await userEvent.type(screen.getByLabelText(label), 'x');
    await userEvent.type(screen.getByLabelText(/^Comments/), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    for (const label of labels) expect(screen.getByLabelText(label)).toHaveValue('x');
    expect(screen.getByLabelText(/^Comments/)).toHaveValue('hello');
    for (const name of ['front.png', 'back.png', 'selfie.png']) expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('asks for the missing images, refuses a 6 MB file, and sends a complete form as multipart to pending review', async () => {
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
    expect(await sentForms()).toEqual([
      [
        ['front', 'front.png', 'image/png', '2000'],
        ['back', 'back.jpg', 'image/jpeg', '2000'],
        ['selfie', 'selfie.png', 'image/png', '2000'],
        ['comments', ''],
        ['permanentAddress', 'x'],
        ['currentAddress', 'x'],
        ['placeOfBirth', 'x'],
        ['nationality', 'x'],
        ['occupation', 'x'],
        ['sourceOfIncome', 'x'],
      ],
    ]);
  });
});
