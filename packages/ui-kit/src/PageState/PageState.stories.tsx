import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { PageState } from './PageState';

const games = ['Lucky Fortune', 'Dragon Tiger', 'Super Ace'];

/** The labels come from the app's provider stack (the Storybook preview renders inside it), in the toolbar's locale. */
const meta = {
  title: 'ui-kit/PageState',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "THE page-state component of every query-backed screen or section: loading (a spinner), failed (an alert with a retry that refetches), empty (`EmptyState`), or the content.\n\n**Do** pass the RTK Query result as it is and an `isEmpty` test. **Don't** write your own loading or error branches in a screen.\n\n**Accessibility:** loading is announced politely, a failure as an alert with a named retry button.",
      },
    },
  },
  component: PageState<string[]>,
  args: {
    query: { data: games, isLoading: false, isFetching: false, isError: false, refetch: fn() },
    isEmpty: (list: string[]) => list.length === 0,
    children: (list: string[]) => (
      <ul>
        {list.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof PageState<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dragon Tiger')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { query: { isLoading: true, isFetching: true, isError: false, refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { query: { isLoading: false, isFetching: false, isError: true, refetch: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { query: { isLoading: false, isFetching: true, isError: true, refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { query: { data: [], isLoading: false, isFetching: false, isError: false, refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toBeInTheDocument();
  },
};

export const EmptyOwnView: Story = {
  args: {
    query: { data: [], isLoading: false, isFetching: false, isError: false, refetch: fn() },
    empty: <EmptyState title="No games found" description="Try another name, provider or filter." />,
  },
};

export const Section: Story = {
  args: { size: 'section', query: { isLoading: true, isFetching: true, isError: false, refetch: fn() } },
};
