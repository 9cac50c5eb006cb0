import { useState } from 'react';
import type { SliderAnswer } from '@wl/api-client/protocol';
import { useFlag } from '@wl/brand';
import type { FormFieldProps } from '@wl/ui-kit';
import { MobileField, SmsCodeField } from '../fields/fields';
import { usePhoneVerification } from '../identity/usePhoneVerification';
import { SliderChallenge } from '../slider/SliderChallenge';
import { useCountriesQuery } from './accountsApi';
import { useSmsCode } from './useSmsCode';

export interface PhoneCodeOptions {
  /** the mobile number as typed (digits) */
  mobile: string;
  /** checks the number before a code is sent: false when it is not valid (the form shows why and focuses it) */
  mobileReady: () => boolean;
  /** shows a failure to send (the form's own way) */
  onFailure: (error: unknown) => void;
  /**
   * whether the brand's identity provider may send the code where it is on (set password by phone); off where only
   * the platform can check the code it sent (the withdrawal password reset)
   */
  provider?: boolean;
}

/**
 * A mobile number and the SMS code sent to it, the same wherever a form proves a phone (set password by phone, the
 * withdrawal password reset): the country code picker, the number checked first, the slider challenge where the
 * brand turns it on (SLIDER3), the identity provider where it sends the codes, then the countdown.
 * `fields(mobile, code)` renders both inputs from the form's field props, `slider` goes after the form; `proof(code)` is what the identity provider
 * adds to the request (nothing when the platform sent the code).
 */
export function usePhoneCode({ mobile, mobileReady, onFailure, provider = true }: PhoneCodeOptions) {
  const sliderOn = useFlag('SLIDER3');
  const countries = useCountriesQuery();
  const sms = useSmsCode();
  const providerPhone = usePhoneVerification();
  const viaProvider = provider && providerPhone.on;
  const [dialing, setDialing] = useState<string>();
  const [sliderOpen, setSliderOpen] = useState(false);
  const dialingCode = dialing ?? countries.data?.[0]?.dialingCode ?? '';
  const number = mobile.trim();

  async function request(answer?: SliderAnswer) {
    if (!mobileReady()) return;
    if (viaProvider) {
      // the identity provider sends the code (its own bot check); a failure only hides the loading (spec 000 section 8)
      await sms.run(() => providerPhone.request({ countryDialingCode: dialingCode, mobileNo: number }));
      return;
    }
    if (sliderOn && !answer) return setSliderOpen(true);
    const error = await sms.send({ purpose: 'noLogin', mobileNum: number, countryDialingCode: dialingCode, ...(answer ? { slider: answer } : {}) });
    if (error) onFailure(error);
  }

  const proof = async (code: string) =>
    viaProvider
      ? { firebaseChannel: 'sms' as const, firebaseIdToken: await providerPhone.idToken({ countryDialingCode: dialingCode, mobileNo: number }, code.trim()) }
      : {};

  const fields = (mobileField: FormFieldProps, codeField: FormFieldProps) => (
    <>
      <MobileField {...mobileField} name="mobile" dialingCode={dialingCode} onDialingCode={setDialing} />
      <SmsCodeField {...codeField} name="code" sms={sms} onSend={() => void request()} />
    </>
  );

  // outside the form: a dialog of its own
  const slider = (
    <SliderChallenge
      open={sliderOpen}
      onClose={() => setSliderOpen(false)}
      onSolved={(answer) => {
        setSliderOpen(false);
        void request(answer);
      }}
    />
  );

  return { dialingCode, fields, slider, proof };
}
