import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { menuRow } from './menuRow';
import { languageByCode, setLanguage, useTranslation, type LanguageCode } from '@wl/i18n';

const Label = styled.label`
  ${menuRow}
  justify-content: space-between;
`;

const Select = styled.select`
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
`;

/** The brand's enabled languages by their native names; hidden when the brand has only one. */
export function LanguagePicker() {
  const brand = useBrand();
  const { t, i18n } = useTranslation();
  if (brand.languages.enabled.length < 2) return null;
  return (
    <Label>
      {t('language.label')}
      <Select value={i18n.language} onChange={(e) => void setLanguage(i18n, e.target.value as LanguageCode)}>
        {brand.languages.enabled.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageByCode(code)?.nativeName ?? code}
          </option>
        ))}
      </Select>
    </Label>
  );
}
