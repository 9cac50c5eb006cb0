import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { useNameSearch } from '../hooks/useNameSearch';
import { SearchIcon } from '../ui/icons';

const Form = styled.form`
  flex: 1;
  input[type='search']::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/** Name search: applies 600 ms after typing stops, or at once on Enter (spec 001 sections 2 and 5). */
export function SearchBox({ onSearch }: { onSearch: (name: string) => void }) {
  const { t } = useTranslation('games');
  const { text, change, submit } = useNameSearch(onSearch);
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('list.search')}
        type="search"
        enterKeyHint="search"
        placeholder={t('list.searchPlaceholder')}
        value={text}
        autoComplete="off"
        trailing={<SearchIcon />}
        onChange={(event) => change(event.target.value)}
      />
    </Form>
  );
}
