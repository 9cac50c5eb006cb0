import { useCallback, useRef } from 'react';
import { ERROR_CODE, isApiError, type ApiError } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { identityProviderOn, type PhoneNumber, type PhoneVerification } from './identityProvider';
import { useIdentityProvider } from './useIdentityProvider';

/** The code was confirmed for another number than the one it was sent to, or none was sent. */
export class PhoneNotVerified extends Error {
  constructor() {
    super('Request a code for this number first.');
    this.name = 'PhoneNotVerified';
  }
}

const samePhone = (a: PhoneNumber, b: PhoneNumber) => a.mobileNo === b.mobileNo && a.countryDialingCode === b.countryDialingCode;

/**
 * Identity-provider phone verification (spec 000 section 3: firebaseIdToken with set password by phone and
 * registration), on where the brand's provider is on and its `phoneVerification` is set. `request` has the
 * provider send the code; `idToken` confirms the code the player typed and gives the provider's id token.
 */
export function usePhoneVerification() {
  const brand = useBrand();
  const on = identityProviderOn(brand.identityProvider) && brand.identityProvider?.phoneVerification === true;
  const { getProvider } = useIdentityProvider();
  const sent = useRef<{ phone: PhoneNumber; verification: PhoneVerification } | null>(null);

  const request = useCallback(
    async (phone: PhoneNumber): Promise<undefined> => {
      sent.current = { phone, verification: await (await getProvider()).verifyPhone(phone) };
      return undefined;
    },
    [getProvider],
  );

  const idToken = useCallback(async (phone: PhoneNumber, code: string): Promise<string> => {
    const current = sent.current;
    try {
      if (!current || !samePhone(current.phone, phone)) throw new PhoneNotVerified();
      return (await current.verification.confirm(code)).idToken;
    } catch (error) {
      // the provider refused the code (or none was sent): the form shows it as the platform's code error
      if (isApiError(error)) throw error;
      const refused: ApiError = { status: 400, code: ERROR_CODE.verificationIncorrect, message: error instanceof Error ? error.message : '' };
      throw refused;
    }
  }, []);

  return { on, request, idToken };
}
