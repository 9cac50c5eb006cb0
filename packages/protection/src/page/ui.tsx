import styled from 'styled-components';
import { useTranslation, type NamespaceKey } from '@wl/i18n';
import { useForm, type Form, type UseFormOptions } from '@wl/ui-kit';

/** A message of this package: a key of the `protection` namespace and its values. */
export interface Message {
  key: NamespaceKey<'protection'>;
  values?: Record<string, string | number>;
}

/** ui-kit's useForm with protection messages rendered in the current language. */
export function useProtectionForm<V>(options: Omit<UseFormOptions<V, Message>, 'render'>): Form<V, Message> {
  const { t } = useTranslation('protection');
  return useForm<V, Message>({ ...options, render: (m) => t(m.key, m.values) as string });
}

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

const Options = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space['2']};
    padding: 0;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space['1']};
    min-height: ${(p) => p.theme.size.touch};
    padding: 0 ${(p) => p.theme.space['3']};
    border: 1px solid ${(p) => p.theme.color.border.strong};
    border-radius: ${(p) => p.theme.radius.pill};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.color.brand.primary};
    box-shadow: inset 0 0 0 1px ${(p) => p.theme.color.brand.primary};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.color.brand.primary};
    outline-offset: 2px;
  }
`;

/** One choice among a few, as radio buttons in a group with a visible legend (periods, intervals). */
export function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <Options disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </Options>
  );
}
