import { useCallback, useEffect, useMemo, useState } from 'react';
import { debounce, DEBOUNCE_MS } from '@wl/api-client';

/**
 * The text of a name search and when it applies: `change` applies it 600 ms after the last change, `submit`
 * (Enter) at once, dropping the change still waiting (spec 001 sections 2 and 5).
 */
export function useNameSearch(onSearch: (name: string) => void) {
  const [text, setText] = useState('');
  const debounced = useMemo(() => debounce(onSearch, DEBOUNCE_MS.search), [onSearch]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  const change = useCallback(
    (value: string) => {
      setText(value);
      debounced(value);
    },
    [debounced],
  );
  const submit = useCallback(() => {
    debounced.cancel();
    onSearch(text);
  }, [debounced, onSearch, text]);
  return { text, change, submit };
}
