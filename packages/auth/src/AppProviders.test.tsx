import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calls from '@wl/api-client/catalogue';
import { HEADER } from '@wl/api-client/protocol';
import { setLanguage, useTranslation } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import { useWalletQuery } from './session/authApi';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from './testing';

const demo = startDemoPlatform();
const requests = recordRequests(demo);

function Screen() {
  const { i18n } = useTranslation();
  const wallet = useWalletQuery(undefined);
  return (
    <>
      <output data-testid="balance">{wallet.data?.sumBalance}</output>
      <button type="button" onClick={() => void setLanguage(i18n, 'pt')}>
        Português
      </button>
    </>
  );
}

describe('AppProviders', () => {
  it("asks the open screen's reads again in a language the player switches to", async () => {
    let language = 'en';
    const session = await demoSession(demo.app, 'demo');
    await renderApp(<Screen />, { session, context: { language: () => language } });
    await waitFor(() => expect(screen.getByTestId('balance')).not.toBeEmptyDOMElement());
    const reads = () => requests.filter((r) => r.pathname === calls.wallet.path).map((r) => r.request.headers.get(HEADER.language));
    expect(reads()).toEqual(['en']);
    language = 'pt';
    await userEvent.click(screen.getByRole('button', { name: 'Português' }));
    await waitFor(() => expect(reads()).toEqual(['en', 'pt']));
  });
});
