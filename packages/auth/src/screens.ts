// Out of the barrel (index.ts): a barrel that holds code is a module of its own, and every module it re-exports
// then reaches the chunk that imports it (the home route would load what only lazy routes use).
/** Screens, loaded lazily by the app's route table (one chunk each). The settings page is the app's to compose (`@wl/auth/settings`). */
export const authScreens = {
  login: () => import('./login/LoginPage').then((m) => m.LoginPage),
  register: () => import('./register/RegisterPage').then((m) => m.RegisterPage),
  forget: () => import('./password/ForgetPage').then((m) => m.ForgetPage),
  changePassword: () => import('./password/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  trial: () => import('./trial/TrialPage').then((m) => m.TrialPage),
};
