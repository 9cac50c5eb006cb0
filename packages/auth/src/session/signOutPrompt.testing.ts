import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Taps the rendered `Sign out` and returns the shared sign-out prompt, checked to ask the spec's question. */
export async function openSignOutPrompt(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  const prompt = await screen.findByRole('dialog', { name: 'Sign out' });
  expect(prompt).toHaveTextContent('are you sure to logout');
  return prompt;
}
