import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ERROR_CODE, errorField, isApiError } from '@wl/api-client';
import type { RegisterField, RegisterPayload } from '@wl/api-client/protocol';
import { useBrand, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, PageState, Tabs, TextField, type FormValidators, type TextFieldProps } from '@wl/ui-kit';
import { useCheckUsernameMutation, useCountriesQuery, useRegisterMutation, useRegisterSettingsQuery } from '../account/accountsApi';
import {
  CaptchaField,
  CheckField,
  digits,
  MobileField,
  onMobileField,
  PasswordField,
  showFailure,
  SmsCodeField,
  useAccountForm,
  useMessage,
  UsernameField,
} from '../fields/fields';
import { FormCard, FormError, Links } from '../fields/layout';
import { useErrorText } from '../errors/useErrorText';
import { usePhoneVerification } from '../identity/usePhoneVerification';
import { useSmsCode } from '../account/useSmsCode';
import {
  birthdayRange,
  checkConfirm,
  checkRegisterField,
  detectRegisterMethod,
  LIMITS,
  registerTabs,
  type FieldMessage,
  type Message,
  type RegisterTab,
} from '../rules/validation';

/** Where an affiliate code from a link is kept until registration. */
export const AFFILIATE_STORAGE_KEY = 'affiliateCode';

type Field = RegisterField | 'confirmPassword' | 'disclaimer';
type Values = Record<Exclude<Field, 'disclaimer'>, string> & { disclaimer: boolean };

/** Every field, each checked on submit (the first invalid one on the screen gets the focus). */
const FIELDS: Field[] = [
  'username',
  'mobileNum',
  'captcha',
  'verificationCode',
  'password',
  'confirmPassword',
  'email',
  'nickname',
  'payeeName',
  'birthday',
  'affiliateCode',
  'disclaimer',
];
const OPTIONAL_FIELDS = ['email', 'nickname', 'payeeName', 'birthday'] as const;

function storedAffiliate(): string {
  try {
    return localStorage.getItem(AFFILIATE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function runningAs(): RegisterPayload['registerMethod'] {
  const standalone = typeof window !== 'undefined' && !!window.matchMedia?.('(display-mode: standalone)').matches;
  const iosStandalone = typeof navigator !== 'undefined' && (navigator as { standalone?: boolean }).standalone === true;
  return detectRegisterMethod({ userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent, standalone, iosStandalone });
}

export interface RegisterFormProps {
  /** called after the account was created and the session started */
  onSuccess: () => void;
  /** an affiliate code from the invitation link (the page's `affiliateCode` or `code` query) */
  linkAffiliate?: string;
  /**
   * In the register dialog, which sits outside the page's router: "log in now" goes back to the login form and
   * the terms open in a new tab, so the page the player is on stays.
   */
  dialog?: { onLogin: () => void };
}

/**
 * The registration form of /m/register and of the register dialog: username or mobile registration (tabs
 * enabled by REGISTER_REE3 and MOBILENUMREG3), every field checked against the server's rule set, success
 * logs the player in.
 */
export function RegisterForm({ onSuccess, linkAffiliate = '', dialog }: RegisterFormProps) {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const message = useMessage();
  const errorText = useErrorText();
  const settings = useRegisterSettingsQuery();
  const { tabs, defaultTab } = registerTabs({ username: useFlag('REGISTER_REE3'), mobile: useFlag('MOBILENUMREG3') });
  const [register] = useRegisterMutation();
  const [checkUsername, usernameCheck] = useCheckUsernameMutation();
  const countries = useCountriesQuery();
  const smsCode = useSmsCode();
  const providerPhone = usePhoneVerification();

  const initialAffiliate = linkAffiliate || storedAffiliate();
  useEffect(() => {
    // a code from an invitation link is kept until the player registers
    if (!linkAffiliate) return;
    try {
      localStorage.setItem(AFFILIATE_STORAGE_KEY, linkAffiliate);
    } catch {
      // storage unavailable: the code stays in the form only
    }
  }, [linkAffiliate]);
  const [tab, setTab] = useState<RegisterTab>(defaultTab);
  const form = useAccountForm<Values>({
    initial: {
      username: '',
      password: '',
      confirmPassword: '',
      mobileNum: '',
      email: '',
      nickname: '',
      payeeName: '',
      birthday: '',
      affiliateCode: initialAffiliate,
      captcha: '',
      verificationCode: '',
      disclaimer: false,
    },
    validate: Object.fromEntries(FIELDS.map((field) => [field, (_: unknown, values: Values) => fieldError(field, values)])) as FormValidators<
      Values,
      FieldMessage
    >,
    dependsOn: { confirmPassword: ['password'] },
    onSubmit: submit,
  });
  const { values, set } = form;
  const [dialing, setDialing] = useState<string>();
  const [captchaId, setCaptchaId] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  // the name the platform said is free
  const [available, setAvailable] = useState<string | null>(null);
  // the field shows when there is no code, or the platform refused it
  const [affiliateShown, setAffiliateShown] = useState(!initialAffiliate);
  const dialingCode = dialing ?? countries.data?.[0]?.dialingCode ?? '';
  const rules = settings.data;
  const byMobile = tab === 'mobile';
  // with identity-provider phone verification the provider sends the code: no platform captcha to spend on it
  const captchaUsed = !(byMobile && providerPhone.on);

  function fieldError(field: Field, v: Values): Message | undefined {
    if (!rules) return undefined;
    switch (field) {
      case 'confirmPassword':
        return checkConfirm(v.password, v.confirmPassword);
      case 'disclaimer':
        return v.disclaimer ? undefined : { key: 'validation.disclaimer' };
      case 'username':
        return byMobile ? undefined : checkRegisterField('username', v.username, rules.username, true);
      case 'mobileNum':
        return checkRegisterField('mobileNum', v.mobileNum, rules.mobileNum, byMobile);
      case 'verificationCode':
        return byMobile ? checkRegisterField('verificationCode', v.verificationCode, rules.verificationCode, true) : undefined;
      case 'captcha':
        // the mobile tab spends the captcha on the SMS request
        return byMobile ? undefined : checkRegisterField('captcha', v.captcha, rules.captcha, true);
      case 'affiliateCode':
        return affiliateShown ? checkRegisterField('affiliateCode', v.affiliateCode, rules.affiliateCode) : undefined;
      default:
        return checkRegisterField(field, v[field], rules[field]);
    }
  }

  /** The username is checked as soon as the player leaves it: its format, then whether it is free. */
  function blurUsername() {
    if (!form.validateField('username') && values.username) void verifyUsername(values.username);
  }

  async function verifyUsername(name: string): Promise<boolean> {
    try {
      await checkUsername(name.trim()).unwrap();
      setAvailable(name);
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODE.usernameExists) {
        form.setError('username', { key: 'validation.usernameTaken' });
        return false;
      }
      // the check could not run: the server checks again at registration
      return true;
    }
  }

  async function requestCode() {
    const mobileNum = checkRegisterField('mobileNum', values.mobileNum, rules?.mobileNum, true) && ({ key: 'validation.mobileFirst' } as const);
    const captcha = rules && captchaUsed ? checkRegisterField('captcha', values.captcha, rules.captcha, true) : undefined;
    form.setError('mobileNum', mobileNum || undefined);
    form.setError('captcha', captcha);
    if (mobileNum || captcha) return form.focus(mobileNum ? 'mobileNum' : 'captcha');
    if (providerPhone.on) {
      // a failure of the provider's SMS only hides the loading (spec 000 section 8)
      await smsCode.run(() => providerPhone.request({ countryDialingCode: dialingCode, mobileNo: values.mobileNum.trim() }));
      return;
    }
    const error = await smsCode.send({
      // the platform tells the registration types apart by the code request's module id
      purpose: byMobile ? 'mobileRegister' : 'register',
      mobileNo: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
      captcha: values.captcha.trim(),
      captchaId,
    });
    if (error && !showFieldError(error)) form.setFormError(error);
    // a captcha is good once
    set('captcha', '');
    setCaptchaKey((k) => k + 1);
  }

  /** Shows a platform error that names a field on that field; false when it names none (it shows above the form). */
  function showFieldError(error: unknown): boolean {
    const field = errorField(error);
    const code = isApiError(error) ? error.code : '';
    if (code === ERROR_CODE.invitationInvalid || field === 'affiliateCode') {
      setAffiliateShown(true);
      form.setError('affiliateCode', { key: 'validation.invitationInvalid' });
      // the field shows with the next render
      setTimeout(() => form.focus('affiliateCode'));
      return true;
    }
    if (code === ERROR_CODE.usernameExists && (field === 'username' || !field)) {
      form.setError('username', { key: 'validation.usernameTaken' });
      form.focus('username');
      return true;
    }
    // a refused mobile number (an SMS request's or the registration's) shows on its field until corrected
    const mobile = onMobileField('mobileNum');
    if (field !== undefined && Object.hasOwn(mobile, field)) {
      showFailure(form, error, mobile);
      return true;
    }
    return false;
  }

  async function submit(values: Values): Promise<void> {
    if (!byMobile && available !== values.username && !(await verifyUsername(values.username))) return form.focus('username');

    const optional = Object.fromEntries(OPTIONAL_FIELDS.filter((f) => rules?.[f].enabled && values[f].trim()).map((f) => [f, values[f].trim()]));
    const payload: RegisterPayload = {
      registerUrl: window.location.host,
      domain: window.location.hostname,
      registerMethod: runningAs(),
      type: 0,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...optional,
      ...(values.affiliateCode.trim() ? { affiliateCode: values.affiliateCode.trim() } : {}),
      ...(values.mobileNum.trim() ? { mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode } : {}),
      ...(byMobile
        ? { verificationCode: values.verificationCode.trim(), ...(values.username.trim() ? { username: values.username.trim() } : {}) }
        : { username: values.username.trim(), captcha: values.captcha.trim(), captchaId }),
    };
    try {
      if (byMobile && providerPhone.on) {
        payload.firebaseChannel = 'sms';
        payload.firebaseIdToken = await providerPhone.idToken(
          { countryDialingCode: dialingCode, mobileNo: values.mobileNum.trim() },
          values.verificationCode.trim(),
        );
      }
      await register({ ...payload, byMobile, merchantCode: brand.merchantCode }).unwrap();
      try {
        localStorage.removeItem(AFFILIATE_STORAGE_KEY);
      } catch {
        // nothing stored
      }
      onSuccess();
    } catch (error) {
      if (!byMobile) {
        set('captcha', '');
        setCaptchaKey((k) => k + 1);
      } else set('verificationCode', '');
      if (!showFieldError(error)) throw error;
    }
  }
  const label = (field: RegisterField, required: boolean) => (required ? t(`fields.${field}`) : t('fields.optional', { label: t(`fields.${field}`) }));
  const shown = (field: RegisterField) => !!rules?.[field].enabled;
  /** An extra field of the server's rule set: shown only when enabled, marked optional unless required. */
  const ruleField = (field: 'email' | 'nickname' | 'payeeName' | 'birthday' | 'affiliateCode', input: Omit<TextFieldProps, 'label'>) =>
    shown(field) && <TextField {...form.field(field)} label={label(field, !!rules?.[field].required)} name={field} {...input} />;
  const range = birthdayRange();

  return (
    <PageState query={settings} size="section" labels={{ loading: t('messages.pleaseWait'), failed: errorText(settings.error) }}>
      {(rules) => (
        <FormCard onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('register.title')}>
          {tabs.length > 1 && (
            <Tabs
              label={t('register.methods')}
              value={tab}
              onChange={(id) => {
                setTab(id as RegisterTab);
                // what was typed stays, the messages go
                form.reset(values);
                // a confirmation typed before is still checked again when the password changes (spec 000 section 5)
                if (values.confirmPassword) form.set('confirmPassword', values.confirmPassword);
              }}
              items={tabs.map((id) => ({ id, label: t(id === 'mobile' ? 'register.byMobile' : 'register.byUsername') }))}
            />
          )}
          {form.formError !== undefined && <FormError role="alert">{errorText(form.formError)}</FormError>}
          {!byMobile && (
            <UsernameField
              {...form.field('username')}
              onBlur={blurUsername}
              maxLength={16}
              hint={
                usernameCheck.isLoading
                  ? t('register.checking')
                  : available === values.username && values.username
                    ? t('register.usernameAvailable')
                    : undefined
              }
            />
          )}
          {(byMobile || shown('mobileNum')) && (
            <MobileField
              {...form.field('mobileNum', digits())}
              label={label('mobileNum', byMobile || !!rules.mobileNum.required)}
              name="mobileNum"
              dialingCode={dialingCode}
              onDialingCode={setDialing}
            />
          )}
          {captchaUsed && (
            <CaptchaField
              {...form.field('captcha', digits(LIMITS.captcha))}
              name="captcha"
              hint={t('register.captchaHint')}
              reloadKey={captchaKey}
              onReload={() => setCaptchaKey((k) => k + 1)}
              onCaptchaId={setCaptchaId}
            />
          )}
          {byMobile && (
            <SmsCodeField {...form.field('verificationCode', digits(LIMITS.smsCode))} name="verificationCode" sms={smsCode} onSend={() => void requestCode()} />
          )}
          <PasswordField {...form.field('password')} label={t('fields.password')} name="new-password" autoComplete="new-password" />
          <PasswordField {...form.field('confirmPassword')} label={t('fields.confirmPassword')} name="confirm-password" autoComplete="new-password" />
          {ruleField('email', { type: 'email', autoComplete: 'email' })}
          {ruleField('nickname', { autoComplete: 'nickname' })}
          {ruleField('payeeName', { autoComplete: 'name' })}
          {ruleField('birthday', { type: 'date', autoComplete: 'bday', min: range.min, max: range.max })}
          {affiliateShown && ruleField('affiliateCode', { autoCapitalize: 'characters' })}
          <CheckField
            ref={form.ref('disclaimer')}
            checked={values.disclaimer}
            onChange={(e) => set('disclaimer', e.target.checked)}
            error={message(form.errors.disclaimer)}
          >
            {t('register.disclaimer', { age: brand.minimumAge })}{' '}
            {dialog ? (
              <a href="/m/help#terms" target="_blank" rel="noopener">
                {t('register.terms')}
              </a>
            ) : (
              <Link to="/m/help#terms">{t('register.terms')}</Link>
            )}
          </CheckField>
          <Button type="submit" variant="primary" block loading={form.submitting}>
            {t(form.submitting ? 'register.submitting' : 'register.submit')}
          </Button>
          <Links>
            <span>{t('register.haveAccount')}</span>
            {dialog ? (
              <button type="button" onClick={dialog.onLogin}>
                {t('register.loginNow')}
              </button>
            ) : (
              <Link to="/m/login">{t('register.loginNow')}</Link>
            )}
          </Links>
        </FormCard>
      )}
    </PageState>
  );
}
