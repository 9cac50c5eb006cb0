import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';

/** The names of a form's fields. */
export type FieldName<V> = Extract<keyof V, string>;
/** The names of the fields holding text (the ones `field(name)` binds to a TextField). */
export type TextFieldName<V> = { [K in FieldName<V>]: V[K] extends string ? K : never }[FieldName<V>];
/** One check per field: the message to show, or undefined when the value is fine. `values` is the whole form. */
export type FormValidators<V, M> = { [K in FieldName<V>]?: (value: V[K], values: V) => M | undefined };
export type FormErrors<V, M> = Partial<Record<FieldName<V>, M>>;

export interface UseFormOptions<V, M> {
  /** The first values (and what `reset()` goes back to). */
  initial: V;
  /** The checks; read at call time, so a check may use the caller's current state (a tab, a rule set from the server). */
  validate?: FormValidators<V, M>;
  /** Fields checked again when another changes, once touched: `{ confirmPassword: ['password'] }`. */
  dependsOn?: { [K in FieldName<V>]?: readonly FieldName<V>[] };
  /** Turns a message into the error text of `field(name)`; messages are opaque to the hook (default: shown as they are). */
  render?: (message: M) => ReactNode;
  /** Sends the checked values. What it throws becomes `formError`; the values stay as typed. */
  onSubmit: (values: V) => void | Promise<void>;
}

/** What `field(name)` gives a TextField (spread it, then override what differs). */
export interface FormFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: ReactNode;
  ref: (element: HTMLElement | null) => void;
}

export interface Form<V, M> {
  values: V;
  errors: FormErrors<V, M>;
  /** value, onChange (through `parse`, e.g. digits only), onBlur (checks a touched field), error, ref */
  field: (name: TextFieldName<V>, parse?: (raw: string) => string) => FormFieldProps;
  /** Changes a value as the player would: its error clears, touched fields depending on it are checked again. */
  set: <K extends FieldName<V>>(name: K, value: V[K]) => void;
  /** Checks one field now and shows the result; returns the message shown (undefined when fine). */
  validateField: (name: FieldName<V>) => M | undefined;
  /** Shows a message on a field (a server's field error); kept until the field changes or the next submit. */
  setError: (name: FieldName<V>, message: M | undefined) => void;
  /** Checks the fields showing an error again (after a language change); server messages stay. */
  revalidate: () => void;
  /** The form's onSubmit: checks every field, focuses the first invalid one, or runs `onSubmit` under the lock. */
  submit: (event?: { preventDefault: () => void }) => Promise<void>;
  /** Runs another sending step under the same lock and failure handling (a slider's second step). */
  run: (action: () => void | Promise<void>) => Promise<void>;
  /** True while `onSubmit` (or `run`) is running; a submit meanwhile does nothing. */
  submitting: boolean;
  /** What the last submit failed with (the thrown error, or what `setFormError` set); the caller renders it. */
  formError: unknown;
  setFormError: (error: unknown) => void;
  /** The element of a field (for inputs `field()` does not bind: a checkbox). */
  ref: (name: FieldName<V>) => (element: HTMLElement | null) => void;
  focus: (name: FieldName<V>) => void;
  /** Back to `initial` (or `values`: a method switch keeps what was typed) with nothing touched and no errors. */
  reset: (values?: V) => void;
}

interface Snapshot<V, M> {
  values: V;
  errors: FormErrors<V, M>;
  submitting: boolean;
  formError: unknown;
}

/**
 * The mutable side of a form, made once per form: the latest values and errors (so handlers never read a stale
 * render), the elements, what was touched, which errors came from a server, and the submit lock.
 */
function createCore<V, M>(first: UseFormOptions<V, M>, publish: (snapshot: Snapshot<V, M>) => void) {
  let options = first;
  let state: Snapshot<V, M> = { values: first.initial, errors: {}, submitting: false, formError: undefined };
  let locked = false;
  const elements = new Map<string, HTMLElement | null>();
  const setters = new Map<string, (element: HTMLElement | null) => void>();
  const touched = new Set<string>();
  const external = new Set<string>();

  const commit = (next: Partial<Snapshot<V, M>>) => {
    state = { ...state, ...next };
    publish(state);
  };
  const check = (name: FieldName<V>, values: V = state.values): M | undefined => options.validate?.[name]?.(values[name], values);
  const withError = (errors: FormErrors<V, M>, name: FieldName<V>, message: M | undefined): FormErrors<V, M> => {
    const next = { ...errors };
    if (message === undefined) delete next[name];
    else next[name] = message;
    return next;
  };
  const names = () => Object.keys(options.validate ?? {}) as FieldName<V>[];

  function focusFirst(errors: FormErrors<V, M>) {
    const invalid = names()
      .filter((name) => errors[name] !== undefined)
      .map((name) => elements.get(name))
      .filter((element): element is HTMLElement => !!element?.isConnected)
      // document order: the first invalid field the player sees
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  }

  const core = {
    latest(next: UseFormOptions<V, M>) {
      options = next;
    },
    set<K extends FieldName<V>>(name: K, value: V[K]) {
      const values = { ...state.values, [name]: value };
      touched.add(name);
      external.delete(name);
      let errors = withError(state.errors, name, undefined);
      for (const dependent of names()) {
        if (dependent !== name && touched.has(dependent) && options.dependsOn?.[dependent]?.includes(name))
          errors = withError(errors, dependent, check(dependent, values));
      }
      commit({ values, errors });
    },
    validateField(name: FieldName<V>): M | undefined {
      const message = check(name);
      // a server's message stays while the field is unchanged
      if (message === undefined && external.has(name)) return state.errors[name];
      external.delete(name);
      commit({ errors: withError(state.errors, name, message) });
      return message;
    },
    blur(name: FieldName<V>) {
      if (touched.has(name)) core.validateField(name);
    },
    setError(name: FieldName<V>, message: M | undefined) {
      if (message === undefined) external.delete(name);
      else external.add(name);
      commit({ errors: withError(state.errors, name, message) });
    },
    revalidate() {
      let errors = state.errors;
      for (const name of Object.keys(errors) as FieldName<V>[]) if (!external.has(name)) errors = withError(errors, name, check(name));
      if (errors !== state.errors) commit({ errors });
    },
    async run(action: () => void | Promise<void>) {
      if (locked) return;
      locked = true;
      commit({ submitting: true, formError: undefined });
      let failure: { error: unknown } | undefined;
      try {
        await action();
      } catch (error) {
        failure = { error };
      } finally {
        locked = false;
        // a failure the action handled itself (setFormError, setError) stays as it set it
        commit(failure ? { submitting: false, formError: failure.error } : { submitting: false });
      }
    },
    async submit(event?: { preventDefault: () => void }) {
      event?.preventDefault();
      if (locked) return;
      const errors: FormErrors<V, M> = {};
      for (const name of names()) {
        touched.add(name);
        const message = check(name);
        if (message !== undefined) errors[name] = message;
      }
      external.clear();
      commit({ errors });
      if (Object.keys(errors).length) return focusFirst(errors);
      const { values } = state;
      await core.run(() => options.onSubmit(values));
    },
    setFormError(formError: unknown) {
      commit({ formError });
    },
    ref(name: FieldName<V>) {
      let setter = setters.get(name);
      if (!setter) {
        setter = (element) => void elements.set(name, element);
        setters.set(name, setter);
      }
      return setter;
    },
    focus(name: FieldName<V>) {
      elements.get(name)?.focus();
    },
    reset(values: V = options.initial) {
      touched.clear();
      external.clear();
      commit({ values, errors: {}, formError: undefined });
    },
  };
  return core;
}

/**
 * The one form approach (docs/decisions/061-one-form-approach.md): values, per-field messages, the first invalid
 * field focused, one request per submit, a failure that keeps what was typed. Messages are opaque values the
 * caller renders (an i18n key, a string), so the hook knows nothing of languages: call `revalidate` when the
 * language changes.
 */
export function useForm<V, M = string>(options: UseFormOptions<V, M>): Form<V, M> {
  const [snapshot, publish] = useState<Snapshot<V, M>>(() => ({ values: options.initial, errors: {}, submitting: false, formError: undefined }));
  const [core] = useState(() => createCore(options, publish));
  useEffect(() => core.latest(options));

  const render = options.render ?? ((message: M) => message as ReactNode);
  const { values, errors } = snapshot;
  return {
    values,
    errors,
    field: (name, parse) => ({
      value: values[name] as string,
      onChange: (event) => core.set(name, (parse ? parse(event.target.value) : event.target.value) as V[typeof name]),
      onBlur: () => core.blur(name),
      error: errors[name] === undefined ? undefined : render(errors[name] as M),
      ref: core.ref(name),
    }),
    set: core.set,
    validateField: core.validateField,
    setError: core.setError,
    revalidate: core.revalidate,
    submit: core.submit,
    run: core.run,
    submitting: snapshot.submitting,
    formError: snapshot.formError,
    setFormError: core.setFormError,
    ref: core.ref,
    focus: core.focus,
    reset: core.reset,
  };
}
