import { useEffect, useRef } from 'react';
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

/**
 * Name search: applies 600 ms after typing stops, or at once on Enter (spec 001 sections 2 and 5). A page clears it
 * by mounting a new one (a new `key`) with `focusOnMount`, so the player can type again at once.
 */
export function SearchBox({ onSearch, focusOnMount = false }: { onSearch: (name: string) => void; focusOnMount?: boolean }) {
  const { t } = useTranslation('games');
  const { text, change, submit } = useNameSearch(onSearch);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
    // only when mounted
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        ref={input}
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
