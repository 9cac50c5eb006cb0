// Namespace `accounts`, English (source of truth). Accounts: login, registration, trial, password flows, settings, wallet (packages/auth).
// Loaded lazily with the screens that use it: `useTranslation('accounts')`. pt, vi and zh must have the same keys.
// `legacy:` names the spec's message key (spec 000 sections 5 and 8).

export const en = {
  title: 'Log in',
  fields: {
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    mobileNum: 'Mobile number',
    verificationCode: 'SMS code',
    email: 'Email',
    nickname: 'Nickname',
    payeeName: 'Full name',
    birthday: 'Date of birth',
    affiliateCode: 'Invitation code',
    captcha: 'Captcha',
    optional: '{{label}} (optional)',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  validation: {
    required: 'Please fill in this field',
    format: 'Please check the format of this field',
    usernameRequired: 'Please enter your username',
    usernameFormat: 'Account must be 4 to 16 letters or digits, starting with a letter',
    passwordRequired: 'Please enter your password',
    passwordFormat: 'Password must be 6 to 20 characters with letters and digits',
    mobileRequired: 'Please enter a valid mobile number',
    mobileFormat: 'Please enter a valid mobile number of at least {{min}} digits',
    mobileFirst: 'Please enter a valid mobile number first',
    codeRequired: 'Please enter the verification code',
    codeFormat: 'The verification code has at most 10 digits',
    captchaRequired: 'Please enter the code',
    captchaWrite: 'Please write the code',
    captchaFormat: 'The code has at most 6 digits',
    confirmRequired: 'Please enter the password', // legacy: in_enter_password
    confirmMismatch: 'The confirmation is incorrect', // legacy: in_confirmation_correct
    emailIncorrect: 'Incorrect email format', // legacy: in_email_incorrect
    nameFormat: 'Please enter a valid name',
    birthdayFormat: 'Please enter the correct date of birth',
    disclaimer: 'Please accept to the disclaimer first',
    invitationInvalid: 'Invalid invitation code',
    samePassword: 'The new password cannot be the same as the old password', // legacy: same_password
    usernameTaken: 'Sorry, the username already exists',
  },
  messages: {
    pleaseWait: 'Please wait…', // legacy: in_please_wait
    smsSending: 'Sending the code…', // legacy: in_sms_sending
    smsSent: 'The code has been sent', // legacy: in_sms_send
    emailSent: 'We have sent the password reset to your email', // legacy: in_been_out
    passwordSaved: 'Password saved', // legacy: in_chang_saved
    formKept: 'The server could not be reached. Your input has been kept, please try again.',
    freeReject: 'Please login an actual account to use this function', // legacy: free_reject
    loggedOut: 'The account has been logged out, please log in again',
  },
  login: {
    title: 'Log in',
    methods: 'Login method',
    byUsername: 'Account',
    bySms: 'SMS code',
    remember: 'Remember password',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgot: 'Forgot password?',
    register: 'Register now',
    freePlay: 'Free play',
    captchaImage: 'Captcha image, tap for a new one',
    socialDivider: 'Or continue with',
    socialWith: 'Continue with {{provider}}',
    modalTitle: 'Log in to continue',
  },
  sms: {
    send: 'Send code',
    countdown: '{{seconds}} s',
    countdownLabel: 'Send again in {{seconds}} seconds',
  },
  country: {
    label: 'Country code',
    choose: 'Choose a country code',
    option: '+{{code}} {{name}}',
  },
  slider: {
    title: 'Security check',
    hint: 'Drag the slider to fit the piece into the gap',
    handle: 'Slider, use the arrow keys to move the piece',
    failed: 'That did not fit, please try again',
    loading: 'Loading the security check…',
    verify: 'Verify',
  },
  register: {
    title: 'Register',
    methods: 'Registration method',
    byUsername: 'Username',
    byMobile: 'Mobile',
    submit: 'Register',
    submitting: 'Registering…',
    haveAccount: 'Already have an account?',
    loginNow: 'Log in now',
    terms: 'Terms and conditions',
    disclaimer: 'I am over {{age}} years old and accept the terms and conditions',
    captchaHint: 'Enter the equation result, or the 1-16 digits or letters shown',
    usernameAvailable: 'This username is available',
    checking: 'Checking…',
    success: 'Welcome! Your account is ready.',
    failed: 'Registration failed',
  },
  forget: {
    title: 'Forgot password',
    methods: 'Retrieve by',
    byEmail: 'Email',
    byPhone: 'Phone',
    emailIntro: 'Enter your username and the email of your account. We will send you a new password.',
    submitEmail: 'Retrieve password',
    customerService: 'Contact customer service',
    phoneIntro: 'Enter your mobile number, the code we send you and a new password.',
    submitPhone: 'Set new password',
  },
  changePassword: {
    title: 'Change password',
    submit: 'Save',
    sameTitle: 'Same password',
  },
  settings: {
    title: 'Settings',
    changePassword: 'Change password',
    logout: 'Sign out',
    logoutConfirm: 'Are you sure you want to sign out?',
    headIcon: 'Profile picture',
    chooseIcon: 'Choose a profile picture',
    icon: 'Avatar {{number}}',
    iconSaved: 'Profile picture saved',
    account: 'Account',
  },
  trial: {
    title: 'Free play',
    starting: 'Starting your free play session…',
    failed: 'Free play could not start',
  },
};
