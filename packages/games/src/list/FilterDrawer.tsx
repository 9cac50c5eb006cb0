import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, Drawer } from '@wl/ui-kit';
import { focusRing } from '../ui/styles';

export interface ClassifyOption {
  key: string;
  label: string;
}

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['4']};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  fieldset {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${(p) => p.theme.space['2']};
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    ${focusRing}
  }
`;

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** All, New and the vendor-specific classifies */
  options: readonly ClassifyOption[];
  value: string;
  onSubmit: (key: string) => void;
}

/** The filter drawer: one classify choice, applied on submit (spec 001 section 2). */
export function FilterDrawer({ open, onClose, ...form }: FilterDrawerProps) {
  const { t } = useTranslation('games');
  return (
    <Drawer open={open} onClose={onClose} label={t('list.filterTitle')} side="right">
      {/* mounted while open: each opening starts from the applied choice */}
      <FilterForm {...form} onClose={onClose} />
    </Drawer>
  );
}

function FilterForm({ options, value, onSubmit, onClose }: Omit<FilterDrawerProps, 'open'>) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const [choice, setChoice] = useState(value);
  return (
    <Body
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(choice);
        onClose();
      }}
    >
      <h2 id={titleId}>{t('list.filterTitle')}</h2>
      <fieldset>
        <legend>{t('list.classify')}</legend>
        {options.map((option) => (
          <Choice key={option.key}>
            <input type="radio" name="classify" value={option.key} checked={choice === option.key} onChange={() => setChoice(option.key)} />
            {option.label}
          </Choice>
        ))}
      </fieldset>
      <Button type="submit" block>
        {t('list.apply')}
      </Button>
    </Body>
  );
}
