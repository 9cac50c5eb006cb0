import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { renderWithTheme } from '../testing';
import { useDialogTurn } from './dialogTurn';

/** A dialog that opens by itself (as the login announcements or the reality check) once `due`. */
function SelfOpening({ title, due = true }: { title: string; due?: boolean }) {
  const [closed, setClosed] = useState(false);
  const open = useDialogTurn(due && !closed);
  return (
    <Dialog open={open} onClose={() => setClosed(true)} title={title} closeLabel={`Close ${title}`}>
      {title}
    </Dialog>
  );
}

/** A dialog the player opens by a tap. */
function Tapped() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open mine</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Mine" closeLabel="Close Mine" />
    </>
  );
}

describe('useDialogTurn: one dialog at a time', () => {
  it('shows self-opening dialogs one after the other, first come first, never two at once', async () => {
    renderWithTheme(
      <>
        <SelfOpening title="Announcements" />
        <SelfOpening title="Reality check" />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close Announcements' }));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close Reality check' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });

  it('waits for a dialog the player opened to close', async () => {
    function Page() {
      const [due, setDue] = useState(false);
      return (
        <>
          <Tapped />
          <Button onClick={() => setDue(true)}>Fall due</Button>
          <SelfOpening title="Reality check" due={due} />
        </>
      );
    }
    renderWithTheme(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open mine' }));
    expect(screen.getByRole('dialog', { name: 'Mine' })).toBeInTheDocument();
    // falls due while the player's dialog is open: it waits
    screen.getByRole('button', { name: 'Fall due', hidden: true }).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close Mine' }));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
