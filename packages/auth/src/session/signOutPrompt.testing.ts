import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Taps the rendered `Sign out` and returns the shared sign-out prompt, checked to ask "Sign out of <brand>?" (the
 * test brand's name unless told) with Cancel and Sign out.
 */
export async function openSignOutPrompt(brandName = 'Test Brand'): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  const prompt = await screen.findByRole('dialog', { name: `Sign out of ${brandName}?` });
  expect(prompt).toHaveTextContent('You can log in again at any time');
  return prompt;
}
