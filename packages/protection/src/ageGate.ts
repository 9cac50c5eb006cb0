// In the first JS (the shell asks it before loading the gate): keep it tiny.

/** localStorage: the minimum age this device has confirmed. Not a secret, and kept through logout: it is the device's. */
export const AGE_CONFIRMED_KEY = 'wl.ageConfirmed';

/** Whether the brand's age prompt must show: the gate is on (absent: on) and this device has not confirmed the age. */
export function ageGateNeeded(brand: { ageGate?: boolean; minimumAge: number }): boolean {
  if (brand.ageGate === false) return false;
  try {
    return !(Number(localStorage.getItem(AGE_CONFIRMED_KEY)) >= brand.minimumAge);
  } catch {
    return true;
  }
}
