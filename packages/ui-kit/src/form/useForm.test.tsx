import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { TextField } from '../TextField/TextField';
import { useForm, type UseFormOptions } from './useForm';

interface Values {
  name: string;
  password: string;
  confirm: string;
}
type Message = { key: string };

const required = (key: string) => (value: string) => (value.trim() ? undefined : { key });
const DICTIONARIES: Record<string, Record<string, string>> = {
  en: { name: 'Enter a name', password: 'Enter a password', confirm: 'Passwords differ', taken: 'Name taken' },
  pt: { name: 'Digite um nome', password: 'Digite uma senha', confirm: 'Senhas diferentes', taken: 'Nome em uso' },
};

/** A sign-up form as the feature packages write one: messages are keys, rendered in the current language. */
function SignUp({ onSubmit, language = 'en' }: { onSubmit: UseFormOptions<Values, Message>['onSubmit']; language?: string }) {
  const form = useForm<Values, Message>({
    initial: { name: '', password: '', confirm: '' },
    validate: {
      name: required('name'),
      password: required('password'),
      confirm: (confirm, values) => (confirm === values.password ? undefined : { key: 'confirm' }),
    },
    dependsOn: { confirm: ['password'] },
    render: (message) => DICTIONARIES[language]?.[message.key],
    onSubmit,
  });
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate>
      {form.formError !== undefined && <p role="alert">{String(form.formError)}</p>}
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <TextField label="Confirm" type="password" {...form.field('confirm')} />
      <button type="button" onClick={() => form.setError('name', { key: 'taken' })}>
        server says taken
      </button>
      <button type="button" onClick={form.revalidate}>
        language changed
      </button>
      <button type="submit" aria-busy={form.submitting}>
        Send
      </button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useForm', () => {
  it('clears an error when its field changes, and checks the field again on blur', async () => {
    renderWithTheme(<SignUp onSubmit={vi.fn()} />);
    await send();
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    await userEvent.type(input('Name'), 'a');
    expect(screen.queryByText('Enter a name')).toBeNull();
    await userEvent.clear(input('Name'));
    expect(screen.queryByText('Enter a name')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
  });

  it('says nothing when an untouched field only loses the focus', async () => {
    renderWithTheme(<SignUp onSubmit={vi.fn()} />);
    await userEvent.click(input('Name'));
    await userEvent.tab();
    expect(input('Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter a name')).toBeNull();
  });

  it('checks a touched dependent field again when the field it depends on changes', async () => {
    renderWithTheme(<SignUp onSubmit={vi.fn()} />);
    await userEvent.type(input('Password'), 'secret1');
    await userEvent.type(input('Confirm'), 'secret1');
    expect(screen.queryByText('Passwords differ')).toBeNull();
    await userEvent.type(input('Password'), '2');
    expect(screen.getByText('Passwords differ')).toBeInTheDocument();
    await userEvent.type(input('Password'), '{Backspace}');
    expect(screen.queryByText('Passwords differ')).toBeNull();
  });

  it('leaves an untouched dependent field alone', async () => {
    renderWithTheme(<SignUp onSubmit={vi.fn()} />);
    await userEvent.type(input('Password'), 'secret1');
    expect(screen.queryByText('Passwords differ')).toBeNull();
  });

  it('on submit checks every field, focuses the first invalid one (in document order) and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(input('Name'), 'ana');
    await send();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(input('Password')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values once however many times submit is pressed while sending', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(input('Name'), 'ana');
    await userEvent.type(input('Password'), 'pw');
    await userEvent.type(input('Confirm'), 'pw');
    // a double tap: two submits before React renders again, then one more while the first is on its way
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    await send();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'ana', password: 'pw', confirm: 'pw' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps every value typed and shows the failure when the submit fails', async () => {
    renderWithTheme(<SignUp onSubmit={() => Promise.reject(new Error('server down'))} />);
    await userEvent.type(input('Name'), 'ana');
    await userEvent.type(input('Password'), 'pw');
    await userEvent.type(input('Confirm'), 'pw');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('server down');
    expect(input('Name')).toHaveValue('ana');
    expect(input('Password')).toHaveValue('pw');
    expect(input('Confirm')).toHaveValue('pw');
  });

  it("shows a server's field error until the field changes", async () => {
    renderWithTheme(<SignUp onSubmit={vi.fn()} />);
    await userEvent.type(input('Name'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'server says taken' }));
    expect(screen.getByText('Name taken')).toBeInTheDocument();
    // a blur or a language change does not drop it: the value has not changed
    await userEvent.click(input('Name'));
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'language changed' }));
    expect(screen.getByText('Name taken')).toBeInTheDocument();
    await userEvent.type(input('Name'), 'x');
    expect(screen.queryByText('Name taken')).toBeNull();
  });

  it('renders the messages in the new language, and revalidate checks again only the fields showing one', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithTheme(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(input('Password'), 'pw');
    await send();
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    rerender(<SignUp onSubmit={onSubmit} language="pt" />);
    expect(screen.getByText('Digite um nome')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'language changed' }));
    expect(screen.getByText('Digite um nome')).toBeInTheDocument();
    expect(screen.getByText('Senhas diferentes')).toBeInTheDocument();
    expect(screen.queryByText('Digite uma senha')).toBeNull();
  });
});
