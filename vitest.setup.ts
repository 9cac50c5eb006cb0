import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 3 s, not Testing Library's 1 s: a lazy chunk's first import (a chart library, a
// screen) takes longer than 1 s in jsdom on a busy two-core CI machine. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
